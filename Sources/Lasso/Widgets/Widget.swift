/// The base of the widget models a controller's view is built from. Widgets hold what is shown
/// and the handlers of user interaction; a renderer (the terminal, or a test) draws and drives
/// them. Every change calls ``Widget/setNeedsDisplay()``.
@MainActor
open class Widget {
    /// Creates a widget.
    public init() {}

    /// Objects kept alive as long as this widget, or until released (``holdReference(to:)``).
    var heldReferences = HeldReferences()

    /// The stack containing this widget, if any.
    public internal(set) weak var superview: Stack?

    /// The widget holding this one when that is not a stack (a ``ScrollView``'s content).
    weak var container: Widget?

    /// The controller whose root widget (``ViewController/view``) this is, if it is one.
    weak var rootOfController: ViewController?

    /// Marks what this widget shows as changed: the window it is shown in (through its stacks
    /// and its controller) draws a new frame. The runtime's widgets call it on every change
    /// that alters what is shown; a custom widget calls it when its own state changes. A widget
    /// in no window has nothing to redraw.
    public func setNeedsDisplay() {
        var top = self
        while let parent = top.superview ?? top.container { top = parent }
        top.rootOfController?.setNeedsDisplay()
    }

    /// A hidden widget is neither drawn nor focusable.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplay() } }
    }

    /// A name for scripts and tests to find the widget by (`"username"`).
    public var identifier: String?

    /// Whether the widget's scrolled content did not fit when last drawn (the renderer sets it,
    /// for ``WidgetPrimitive/scroll(_:)``).
    package var contentOverflows = false

    /// Whether the widget takes keyboard focus when visible. By default, what its ``Widget/primitive``
    /// says: enabled controls and text inputs, rows when there are any, and a canvas with key
    /// commands of its own.
    /// A widget with an enabled ``TapGestureRecognizer`` takes focus, whatever it shows.
    open var acceptsFocus: Bool {
        if recognizesTaps { return true }
        return switch primitive {
        case .control(let control): control.isEnabled
        case .textInput(let editor): editor.isEnabled
        case .rows(let source): source.rowCount > 0
        case .canvas: !keyCommands.isEmpty
        case .empty, .group, .text, .scroll, .progress, .chart: false
        }
    }

    // MARK: - What every renderer draws

    /// What the widget shows and how it takes input, in the primitives every renderer draws
    /// (``WidgetPrimitive``). By default its ``Widget/subwidgets`` one under the other: a custom widget
    /// composed of others only overrides ``Widget/subwidgets``; one that draws itself returns
    /// ``WidgetPrimitive/canvas(_:)``.
    open var primitive: WidgetPrimitive {
        subwidgets.isEmpty ? .empty : .group(WidgetLayout())
    }

    /// Keys the widget answers while it has focus, beyond those of its primitive's kind (a
    /// rating's `+` and `-`). Renderers list them in their key help.
    open var keyCommands: [WidgetKeyCommand] { [] }

    /// Does what activating the widget means: Enter or Space on it, a click, a script's `tap`.
    /// Controls override it (a button taps, a toggle flips); by default it does nothing.
    open func activate() {}

    // MARK: - Gesture recognizers

    /// The gesture recognizers attached with ``addGestureRecognizer(_:)``, in that order.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Attaches `recognizer` (detaching it from the widget it was on): its gesture on this
    /// widget calls its actions. A ``TapGestureRecognizer`` makes the widget focusable.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        setNeedsDisplay()
    }

    /// Detaches `recognizer`; does nothing when it is not attached here.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
        setNeedsDisplay()
    }

    /// Whether an enabled tap recognizer is attached: the widget is then activatable (focus,
    /// a click) whatever its primitive.
    package var recognizesTaps: Bool {
        gestureRecognizers.contains { $0 is TapGestureRecognizer && $0.isEnabled }
    }

    /// Activates the widget as the user did (a click, Enter or Space on it, a script's `tap` or
    /// `click`): its tap recognizers' actions, then ``activate()``. Every renderer's input
    /// calls this.
    package func activateByUser() {
        for recognizer in gestureRecognizers where recognizer is TapGestureRecognizer {
            recognizer.sendActions()
        }
        activate()
    }

    /// A click on the cell at `column`, `row` of what the widget drew (a canvas); by default it
    /// activates the widget.
    open func didClick(atColumn column: Int, row: Int) { activate() }

    /// The words assistive technology reads for the widget (the browser's accessible name): a
    /// control's title or a text input's placeholder, what a person sees; `nil` for anything
    /// else. A widget that draws its own content (a canvas) says here what the drawing shows.
    /// Never the ``Widget/identifier``, which is for scripts and tests (``Widget/scriptName``).
    open var accessibilityLabel: String? {
        switch primitive {
        case .control(let control): return control.title
        case .textInput(let editor): return editor.placeholder
        default: return nil
        }
    }

    /// The name scripts find the widget by (`tap`, `click`, `focus`) and their messages list:
    /// its ``Widget/identifier``, else its ``Widget/accessibilityLabel``.
    public var scriptName: String? { identifier ?? accessibilityLabel }

    /// The widgets below this one, in order (a stack's arranged widgets).
    open var subwidgets: [Widget] { [] }

    /// This widget and all below it, depth first, skipping hidden ones.
    public var visibleWidgets: [Widget] {
        guard !isHidden else { return [] }
        return [self] + subwidgets.flatMap(\.visibleWidgets)
    }
}
