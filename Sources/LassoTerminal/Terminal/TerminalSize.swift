/// A terminal's size in cells.
public struct TerminalSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The classic 80 × 24 terminal, the default for headless runs.
    public static let standard = TerminalSize(width: 80, height: 24)

    /// The smallest size the app is drawn at; below it the screen says the terminal is too small.
    public static let minimum = TerminalSize(width: 40, height: 10)

    /// The largest size drawn: a frame's memory and time grow with its cells, and no real
    /// terminal comes near it. Larger terminals are drawn at this size.
    public static let maximum = TerminalSize(width: 1000, height: 1000)

    /// What a size must look like, for messages: `WIDTHxHEIGHT, at most 1000x1000`.
    public static let syntax = "WIDTHxHEIGHT (for example 80x24), at most \(maximum)"

    /// Parses `"80x24"` (also `"80X24"`); `nil` when malformed, not positive, or larger than
    /// ``maximum`` in either direction.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let width = Int(parts[0].trimmingCharacters()), let height = Int(parts[1].trimmingCharacters()),
            (1...Self.maximum.width).contains(width), (1...Self.maximum.height).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// This size, no larger than ``maximum``.
    public var clampedToMaximum: TerminalSize {
        TerminalSize(width: min(width, Self.maximum.width), height: min(height, Self.maximum.height))
    }

    /// Whether this size is at least ``minimum`` in both directions.
    public var isUsable: Bool { width >= Self.minimum.width && height >= Self.minimum.height }

    /// `"80x24"`.
    public var description: String { "\(width)x\(height)" }
}

extension StringProtocol {
    /// This text without leading and trailing spaces and tabs.
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
