import Lasso

/// How a cell's character is drawn.
public struct CellAttributes: Sendable, Equatable, Hashable {
    /// Bold (bright) text.
    public var bold: Bool
    /// Dimmed text.
    public var dim: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool
    /// The text colour; `nil` is the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour; `nil` is the terminal's default.
    public var background: TerminalColor?

    /// Creates attributes; the default is plain text in the terminal's colours.
    public init(
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false,
        underline: Bool = false,
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.foreground = foreground
        self.background = background
    }

    /// The attributes that draw `style`, its colours shown at `depth` (none at ``ColorDepth/none``).
    public init(_ style: ThemeStyle, depth: ColorDepth) {
        self.init(
            bold: style.bold,
            dim: style.dim,
            reverse: style.reverse,
            underline: style.underline,
            foreground: style.foreground.flatMap { depth.show($0) },
            background: style.background.flatMap { depth.show($0) }
        )
    }

    /// Plain text in the terminal's colours.
    public static let plain = CellAttributes()
    /// Bold text.
    public static let bold = CellAttributes(bold: true)
    /// Dimmed text.
    public static let dim = CellAttributes(dim: true)
    /// Reversed text.
    public static let reverse = CellAttributes(reverse: true)
    /// Underlined text.
    public static let underline = CellAttributes(underline: true)

    /// Whether these are the plain attributes.
    public var isPlain: Bool { self == .plain }

    /// These attributes with `other`'s flags added and its colours, where set, taking precedence.
    public func merging(_ other: CellAttributes) -> CellAttributes {
        CellAttributes(
            bold: bold || other.bold,
            dim: dim || other.dim,
            reverse: reverse || other.reverse,
            underline: underline || other.underline,
            foreground: other.foreground ?? foreground,
            background: other.background ?? background
        )
    }

    /// A one-character summary for attribute snapshots: `R` reversed, `B` bold, `D` dim,
    /// `U` underlined, `C` coloured, a space for plain text (first match wins).
    public var summaryCharacter: Character {
        if reverse { return "R" }
        if bold { return "B" }
        if dim { return "D" }
        if underline { return "U" }
        if foreground != nil || background != nil { return "C" }
        return " "
    }
}
