/// Text shown whole over the app, wrapped to the terminal's width and scrolled with the keys of
/// ``KeyBindings``' panel scope (Esc closes it): what no status line can hold, such as a
/// plugin's compile errors. Set ``TerminalApp/panel`` to show one.
public struct TextPanel: Sendable, Equatable {
    /// The box's title.
    public var title: String
    /// The text; lines break at newlines and wrap at the box's width.
    public var text: String
    /// The first wrapped line shown (kept within the text when drawn).
    public var firstLine = 0

    /// Creates a panel showing `text` from its first line.
    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}
