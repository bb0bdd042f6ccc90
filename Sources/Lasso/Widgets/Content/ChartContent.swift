/// A series of numbers drawn small: a sparkline in one row, or one bar per value.
public struct ChartContent: Sendable, Equatable {
    /// How the series is drawn.
    public enum Style: Sendable, Equatable {
        /// One row of block characters, one column per value (the newest values when there are
        /// more than columns).
        case sparkline
        /// One row per value: its label, a bar as long as the value, and the value.
        case bars
    }

    /// The values, oldest first.
    public var values: [Double]
    /// A label per value, for ``Style/bars``.
    public var labels: [String]
    /// The drawing style.
    public var style: Style
    /// A title shown before a sparkline or above the bars.
    public var title: String

    /// Creates chart content.
    public init(values: [Double], labels: [String] = [], style: Style = .sparkline, title: String = "") {
        self.values = values
        self.labels = labels
        self.style = style
        self.title = title
    }

    /// The block characters of a sparkline, lowest first.
    package static let sparkBlocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The newest values, at most `count` of them, as a sparkline: one block character each,
    /// as high as the value between the lowest and the highest shown (not finite values as 0).
    package func sparkline(fitting count: Int) -> String {
        let shown = values.suffix(max(0, count)).map { $0.isFinite ? $0 : 0 }
        let low = shown.min() ?? 0
        let span = (shown.max() ?? 0) - low
        let top = Self.sparkBlocks.count - 1
        return String(
            shown.map { value in
                Self.sparkBlocks[span > 0 ? Int(((value - low) / span * Double(top)).rounded()) : top / 2]
            })
    }

    /// A value as a chart prints it: whole numbers without a fraction, others with one digit.
    package static func formatted(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 10).rounded() / 10)
    }
}
