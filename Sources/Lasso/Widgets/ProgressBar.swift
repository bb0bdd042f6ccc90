/// How far work has come, as a bar and a percentage: `Copying [██████░░░░]  60%`.
@MainActor
public final class ProgressBar: Widget {
    /// The part done, from 0 to 1 (values outside are shown as 0 or 1).
    public var value: Double { didSet { if value != oldValue { setNeedsDisplay() } } }

    /// Text shown before the bar.
    public var label: String { didSet { if label != oldValue { setNeedsDisplay() } } }

    /// Creates a progress bar.
    public init(value: Double = 0, label: String = "") {
        self.value = value
        self.label = label
        super.init()
    }

    public override var primitive: WidgetPrimitive { .progress(ProgressContent(fraction: value, label: label)) }
}
