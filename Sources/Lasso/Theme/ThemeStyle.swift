/// How a ``Theme`` draws one role: colours (`nil` is the terminal's own) and emphasis.
///
/// Emphasis is kept when colour is off (`NO_COLOR`, `--color never`, output that is not a
/// terminal), so a role stays recognisable without colour.
public struct ThemeStyle: Sendable, Hashable {
    /// The text colour; `nil` is the terminal's default.
    public var foreground: ThemeColor?
    /// The background colour; `nil` is the terminal's default.
    public var background: ThemeColor?
    /// Bold (bright) text.
    public var bold: Bool
    /// Dimmed text.
    public var dim: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped.
    public var reverse: Bool

    /// Creates a style; the default is plain text in the terminal's colours.
    public init(
        foreground: ThemeColor? = nil,
        background: ThemeColor? = nil,
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }
}
