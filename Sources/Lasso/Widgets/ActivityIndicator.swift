/// Shows that work is in progress while ``isAnimating`` is true. The renderer animates it and
/// runs a timer only while at least one indicator is animating.
@MainActor
public final class ActivityIndicator: Widget {
    /// Whether work is in progress.
    public var isAnimating: Bool { didSet { if isAnimating != oldValue { setNeedsDisplay() } } }

    /// Text shown beside the indicator while it animates ("Logging in…").
    public var message: String { didSet { setNeedsDisplay() } }

    public override var primitive: WidgetPrimitive {
        .progress(ProgressContent(fraction: nil, label: message, isActive: isAnimating))
    }

    /// Creates an indicator.
    public init(isAnimating: Bool = false, message: String = "") {
        self.isAnimating = isAnimating
        self.message = message
        super.init()
    }
}
