/// Lays out widgets one after another, vertically or horizontally.
@MainActor
public final class Stack: Widget {
    /// The direction widgets are laid out in.
    public enum Axis: Sendable { case vertical, horizontal }

    /// The layout direction.
    public var axis: Axis { didSet { setNeedsDisplay() } }

    /// Blank lines (vertical) or columns (horizontal) between widgets.
    public var spacing: Int { didSet { setNeedsDisplay() } }

    /// The widgets laid out, in order.
    public private(set) var arrangedWidgets: [Widget] = []

    /// Creates a stack of `widgets`.
    public init(axis: Axis = .vertical, spacing: Int = 0, _ widgets: [Widget] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        widgets.forEach(addArrangedWidget)
    }

    /// Appends `widget`, taking it out of any other stack first.
    ///
    /// A move is one change: the controllers around the old and the new stack hear of it once
    /// the widget is in place, so a child controller whose view moves within its container's
    /// view stays on screen, with no disappear and appear in between.
    public func addArrangedWidget(_ widget: Widget) {
        let oldStack = widget.superview
        oldStack?.detach(widget)
        arrangedWidgets.append(widget)
        widget.superview = self
        oldStack?.widgetTreeDidChange()
        widgetTreeDidChange()
        setNeedsDisplay()
    }

    func remove(_ widget: Widget) {
        detach(widget)
        widgetTreeDidChange()
    }

    /// Takes `widget` out of this stack without telling the controllers around it.
    private func detach(_ widget: Widget) {
        arrangedWidgets.removeAll { $0 === widget }
        widget.superview = nil
        setNeedsDisplay()
    }

    public override var subwidgets: [Widget] { arrangedWidgets }

    public override var primitive: WidgetPrimitive { .group(WidgetLayout(axis: axis, spacing: spacing)) }
}

extension Widget {
    /// Takes the widget out of its stack.
    public func removeFromSuperview() {
        superview?.remove(self)
    }
}
