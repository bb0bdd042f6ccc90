/// A message the app shows in the rule above the key-help line until another replaces it,
/// such as "Reloaded counter 1.1.0 (1 screen, state kept) in 18 ms".
public struct StatusMessage: Sendable, Equatable {
    /// The text, one line.
    public var text: String
    /// Whether it reports a failure (drawn as an error).
    public var isError: Bool

    /// Creates a message.
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
