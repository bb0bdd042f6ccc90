/// A series of numbers from the state, drawn small: a sparkline in one row (`▁▂▅▇█▃`), or one
/// bar per value with its label.
@MainActor
public final class Chart: Widget {
    /// The values, oldest first.
    public var values: [Double] { didSet { if values != oldValue { setNeedsDisplay() } } }

    /// A label per value (bars).
    public var labels: [String] { didSet { if labels != oldValue { setNeedsDisplay() } } }

    /// How the values are drawn.
    public var style: ChartContent.Style { didSet { if style != oldValue { setNeedsDisplay() } } }

    /// A title shown before a sparkline, or above bars.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// Creates a chart.
    public init(
        values: [Double] = [], labels: [String] = [], style: ChartContent.Style = .sparkline, title: String = ""
    ) {
        self.values = values
        self.labels = labels
        self.style = style
        self.title = title
        super.init()
    }

    public override var primitive: WidgetPrimitive {
        .chart(ChartContent(values: values, labels: labels, style: style, title: title))
    }
}
