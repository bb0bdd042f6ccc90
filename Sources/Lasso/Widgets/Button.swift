/// A labelled control the user activates.
@MainActor
public final class Button: Widget {
    /// The label, which also names the button for scripts.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// A disabled button ignores activation and takes no focus.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    private var tapHandlers: [@MainActor () -> Void] = []

    /// Creates a button.
    public init(_ title: String) {
        self.title = title
        super.init()
    }

    /// What the primitive says (``Widget/acceptsFocus``); declared here too, as in runtime 1.0's ABI.
    public override var acceptsFocus: Bool { super.acceptsFocus }

    public override var primitive: WidgetPrimitive {
        .control(ControlContent(.button, title: title, isEnabled: isEnabled))
    }

    /// Taps the button.
    public override func activate() { tap() }

    /// Registers `handler` for every activation.
    public func onTap(_ handler: @escaping @MainActor () -> Void) {
        tapHandlers.append(handler)
    }

    /// Activates the button as the user would; does nothing while disabled.
    public func tap() {
        guard isEnabled else { return }
        for handler in tapHandlers { handler() }
    }
}
