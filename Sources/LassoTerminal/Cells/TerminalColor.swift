/// One of the eight standard terminal colours, which every terminal supports and every theme
/// adapts.
public enum TerminalColor: UInt8, Sendable, Equatable, CaseIterable {
    /// Black (SGR 30 / 40).
    case black = 0
    /// Red (SGR 31 / 41).
    case red
    /// Green (SGR 32 / 42).
    case green
    /// Yellow (SGR 33 / 43).
    case yellow
    /// Blue (SGR 34 / 44).
    case blue
    /// Magenta (SGR 35 / 45).
    case magenta
    /// Cyan (SGR 36 / 46).
    case cyan
    /// White (SGR 37 / 47).
    case white
}
