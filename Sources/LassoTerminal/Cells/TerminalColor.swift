/// A colour as the terminal is told to draw it: what a theme's colour becomes at a
/// ``ColorDepth`` (``ColorDepth/show(_:)``).
///
/// The renderer's own type rather than the theme's `ThemeColor`, which the plugin API keeps
/// resilient: cells are copied and compared by the thousand every frame, and a type of fixed
/// layout makes that a plain memory copy.
public enum TerminalColor: Sendable, Hashable {
    /// One of the 16 standard colours (SGR 30–37 and 90–97).
    case standard(UInt8)
    /// One of the 256 palette colours (SGR 38;5;N).
    case palette(UInt8)
    /// A 24-bit colour (SGR 38;2;R;G;B).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
