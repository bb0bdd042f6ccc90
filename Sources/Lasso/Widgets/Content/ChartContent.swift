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
}
