/// A setting that is on or off: a check box with a title. Enter, Space or a click flips it.
@MainActor
public final class Toggle: Widget {
    /// The title, which also names the toggle for scripts.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// Whether it is on. Setting it from code calls no handlers (bind it to the state).
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }

    /// A disabled toggle ignores activation and takes no focus.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    private var toggleHandlers: [@MainActor (Bool) -> Void] = []

    /// Creates a toggle.
    public init(_ title: String, isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
        super.init()
    }

    public override var primitive: WidgetPrimitive {
        .control(ControlContent(.checkbox(isOn: isOn), title: title, isEnabled: isEnabled))
    }

    /// Registers `handler` for every flip by the user, with the new value.
    public func onToggle(_ handler: @escaping @MainActor (Bool) -> Void) {
        toggleHandlers.append(handler)
    }

    /// Flips the toggle as the user would; does nothing while disabled.
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        for handler in toggleHandlers { handler(isOn) }
    }

    /// Flips the toggle.
    public override func activate() { toggle() }
}
