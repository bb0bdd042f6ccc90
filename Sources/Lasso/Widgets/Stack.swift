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
    public func addArrangedWidget(_ widget: Widget) {
        widget.removeFromSuperview()
        arrangedWidgets.append(widget)
        widget.superview = self
        widgetTreeDidChange()
        setNeedsDisplay()
    }

    func remove(_ widget: Widget) {
        arrangedWidgets.removeAll { $0 === widget }
        widget.superview = nil
        widgetTreeDidChange()
        setNeedsDisplay()
    }

    public override var subwidgets: [Widget] { arrangedWidgets }
}

extension Widget {
    /// Takes the widget out of its stack.
    public func removeFromSuperview() {
        superview?.remove(self)
    }
}
