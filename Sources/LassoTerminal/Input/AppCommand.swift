/// A key the app itself answers on every screen (besides the built-in ones), such as
/// "Ctrl-R reload" in `run --watch`: one definition from which both what the key
/// does and the key-help line are derived.
@MainActor
public struct AppCommand {
    /// The key.
    public let key: InputEvent
    /// How the key is written in the help line (`Ctrl-R`): its ``InputEvent/label``.
    public var keyLabel: String { key.label }
    /// What it does, in a word or two (`reload`).
    public let action: String
    /// Higher stays longer in the help line when it is too narrow (built-in keys use 1 to 7).
    public let priority: Int
    /// Does it.
    public let perform: @MainActor () -> Void
    /// Whether the help line shows it now (asked at every frame); the key works either way, and
    /// `?` always lists it.
    public let isShown: @MainActor () -> Bool

    /// Creates a command, shown in the help line while `isShown` says so.
    public init(
        key: InputEvent, action: String, priority: Int = 2, isShown: @escaping @MainActor () -> Bool = { true },
        perform: @escaping @MainActor () -> Void
    ) {
        self.key = key
        self.action = action
        self.priority = priority
        self.isShown = isShown
        self.perform = perform
    }
}
