import Lasso

/// Tracks which widget has keyboard focus on the screen the user interacts with.
///
/// Focus lives among the visible widgets of the window's top controller that accept focus
/// (``Lasso/Widget/acceptsFocus``), in layout order. Call ``update(for:)`` before handling a
/// key and before drawing: focus stays on the same widget across redraws while it is still
/// focusable, moves to its nearest neighbour when it disappears, and goes to the controller's
/// ``Lasso/ViewController/preferredFocus`` (or else its first focusable widget) when the top
/// controller changes.
@MainActor
public final class FocusController {
    /// The focused widget, if any.
    public private(set) weak var focusedWidget: Widget?

    /// The controller whose widgets focus moves among.
    public private(set) weak var controller: ViewController?

    /// The focused widget's position among the focusable ones when it was last seen.
    private var lastIndex = 0
    /// The screen's preferred focus until it has had the focus: it may not take focus yet when
    /// the screen comes up (a list whose rows are still being read). The user moving the focus
    /// first gives up on it.
    private weak var awaitedPreferredFocus: Widget?

    /// Creates a controller with nothing focused.
    public init() {}

    /// The visible widgets of `controller` that accept focus, in layout order.
    public static func focusableWidgets(of controller: ViewController?) -> [Widget] {
        guard let controller else { return [] }
        return controller.view.visibleWidgets.filter(\.acceptsFocus)
    }

    /// The focusable widgets of the current controller.
    public var focusableWidgets: [Widget] { Self.focusableWidgets(of: controller) }

    /// Brings focus up to date with `window`'s top controller.
    public func update(for window: Window) {
        update(topController: window.topViewController)
    }

    /// Brings focus up to date with `topController`, the controller the user interacts with.
    public func update(topController: ViewController?) {
        if topController !== controller {
            controller = topController
            focusedWidget = nil
            lastIndex = 0
            awaitedPreferredFocus = topController?.preferredFocus
        }
        let widgets = focusableWidgets
        guard !widgets.isEmpty else {
            focusedWidget = nil
            return
        }
        if let preferred = awaitedPreferredFocus, let index = widgets.firstIndex(where: { $0 === preferred }) {
            focusedWidget = preferred
            lastIndex = index
            awaitedPreferredFocus = nil
        }
        if let focusedWidget, let index = widgets.firstIndex(where: { $0 === focusedWidget }) {
            lastIndex = index
        } else {
            lastIndex = min(lastIndex, widgets.count - 1)
            focusedWidget = widgets[lastIndex]
        }
    }

    /// Moves focus to the next focusable widget, wrapping around (Tab).
    public func focusNext() { moveFocus(by: 1) }

    /// Moves focus to the previous focusable widget, wrapping around (Shift-Tab).
    public func focusPrevious() { moveFocus(by: -1) }

    /// Moves focus to the next Tab stop, wrapping around (Tab): past the other options of a
    /// choice, whose options are one stop (``Lasso/Widget/tabStop``), entered at its chosen one.
    public func focusNextStop() { moveToStop(by: 1) }

    /// Moves focus to the previous Tab stop, wrapping around (Shift-Tab).
    public func focusPreviousStop() { moveToStop(by: -1) }

    /// Focuses `widget` if it is one of the focusable widgets; returns whether it is.
    @discardableResult
    public func focus(_ widget: Widget) -> Bool {
        guard let index = focusableWidgets.firstIndex(where: { $0 === widget }) else { return false }
        awaitedPreferredFocus = nil
        focusedWidget = widget
        lastIndex = index
        return true
    }

    /// Moves to the next Tab stop `delta` away: past the rest of a shared stop being left, and
    /// into a shared stop at its entry.
    private func moveToStop(by delta: Int) {
        moveFocus(by: delta) { widgets, current, next in
            let count = widgets.count
            var next = next
            // Past the rest of the stop being left (all of them, when it is the only stop).
            if let current, let leaving = widgets[current].tabStop?.group {
                var steps = 1
                while widgets[next].tabStop?.group == leaving, steps < count {
                    next = (next + delta + count) % count
                    steps += 1
                }
            }
            // Into a shared stop: at its entry.
            if let entering = widgets[next].tabStop, !entering.isEntry,
                let entry = widgets.firstIndex(where: {
                    $0.tabStop?.group == entering.group && $0.tabStop?.isEntry == true
                })
            {
                next = entry
            }
            return next
        }
    }

    /// Moves to the focusable widget `delta` away, wrapping around (or the first or last when
    /// none has the focus), as `adjust` then changes that index.
    private func moveFocus(
        by delta: Int, adjusting adjust: (_ widgets: [Widget], _ current: Int?, _ next: Int) -> Int = { $2 }
    ) {
        awaitedPreferredFocus = nil
        let widgets = focusableWidgets
        guard !widgets.isEmpty else {
            focusedWidget = nil
            return
        }
        let current = focusedWidget.flatMap { focused in widgets.firstIndex { $0 === focused } }
        let next = adjust(
            widgets, current,
            current.map { ($0 + delta + widgets.count) % widgets.count } ?? (delta > 0 ? 0 : widgets.count - 1))
        focusedWidget = widgets[next]
        lastIndex = next
    }
}
