/// How far work has come (a progress bar), or that it is under way (an activity indicator).
public struct ProgressContent: Sendable, Equatable {
    /// The part done, from 0 to 1; `nil` when it is not known (the renderer animates instead,
    /// and only while ``isActive``).
    public var fraction: Double?
    /// Text shown beside it ("Downloading…").
    public var label: String
    /// Whether the work is under way; inactive indeterminate progress takes no space.
    public var isActive: Bool

    /// Creates progress content; `fraction` is clamped to 0…1.
    public init(fraction: Double?, label: String = "", isActive: Bool = true) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        self.label = label
        self.isActive = isActive
    }
}
