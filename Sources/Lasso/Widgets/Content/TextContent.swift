/// Read-only text: what a ``Label`` shows.
public struct TextContent: Sendable, Equatable {
    /// The text. Line breaks start new lines; runs of spaces are kept.
    public var text: String
    /// The theme role it is drawn with.
    public var role: ThemeRole
    /// A short marker shown before the text where colour may be absent (`"! "` before an error).
    public var prefix: String

    /// Creates text content.
    public init(_ text: String, role: ThemeRole = .text, prefix: String = "") {
        self.text = text
        self.role = role
        self.prefix = prefix
    }
}
