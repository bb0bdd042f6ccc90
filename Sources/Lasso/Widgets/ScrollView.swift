/// Shows a widget that may be larger than the space it is given: what does not fit scrolls,
/// with a scroll bar along the edge that scrolls.
///
/// Put a ``Stack`` in a scroll view to let it be taller (``Axes/vertical``) or
/// wider (``Axes/horizontal``) than the screen. The renderer keeps the focused
/// widget inside the visible part: moving focus scrolls it into view, and so does a resize.
/// Content with nothing focusable in it (long text) is scrolled with the keys: the scroll view
/// itself takes focus when its content does not fit.
/// A screen's root widget scrolls vertically by itself when it is taller than the window; a
/// scroll view is for a part of a screen, or for content wider than the window.
@MainActor
public final class ScrollView: Widget {
    /// The directions the content scrolls in.
    public struct Axes: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Creates a set of directions from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Up and down: content taller than the scroll view.
        public static let vertical = Axes(rawValue: 1 << 0)
        /// Left and right: content wider than the scroll view.
        public static let horizontal = Axes(rawValue: 1 << 1)
        /// Both directions.
        public static let both: Axes = [.vertical, .horizontal]
    }

    /// The widget scrolled.
    public let content: Widget

    /// The directions the content scrolls in.
    public var axes: Axes { didSet { if axes != oldValue { setNeedsDisplay() } } }

    /// Creates a scroll view of `content`, taking it out of any stack first.
    public init(axes: Axes = .vertical, _ content: Widget) {
        self.axes = axes
        self.content = content
        super.init()
        content.removeFromSuperview()
        content.container = self
    }

    public override var subwidgets: [Widget] { [content] }

    public override var primitive: WidgetPrimitive { .scroll(axes) }

    /// A scroll view takes focus, so the keys scroll it, when its content does not fit and has
    /// nothing focusable in it (focus moving through the content scrolls it otherwise).
    public override var acceptsFocus: Bool {
        contentOverflows && !content.visibleWidgets.contains { $0.acceptsFocus }
    }
}
