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

    /// Creates a command.
    public init(
        key: InputEvent, action: String, priority: Int = 2, perform: @escaping @MainActor () -> Void
    ) {
        self.key = key
        self.action = action
        self.priority = priority
        self.perform = perform
    }
}
