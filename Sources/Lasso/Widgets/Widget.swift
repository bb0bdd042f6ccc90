/// The base of the widget models a controller's view is built from. Widgets hold what is shown
/// and the handlers of user interaction; a renderer (the terminal, or a test) draws and drives
/// them. Every change calls ``setNeedsDisplay()``.
@MainActor
open class Widget {
    /// Creates a widget.
    public init() {}

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

    /// Whether the widget takes keyboard focus when visible. Text fields, enabled buttons and
    /// lists do.
    open var acceptsFocus: Bool { false }

    /// The widgets below this one, in order (a stack's arranged widgets).
    open var subwidgets: [Widget] { [] }

    /// This widget and all below it, depth first, skipping hidden ones.
    public var visibleWidgets: [Widget] {
        guard !isHidden else { return [] }
        return [self] + subwidgets.flatMap(\.visibleWidgets)
    }
}
