/// Read-only text.
@MainActor
public final class Label: Widget {
    /// How the text is emphasised.
    public enum Style: Sendable, Equatable {
        /// Plain text.
        case body
        /// A heading.
        case title
        /// Secondary, dimmed text.
        case caption
        /// An error message.
        case error
    }

    /// The text shown. Empty text takes no space.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }

    /// The emphasis.
    public var style: Style { didSet { setNeedsDisplay() } }

    /// Creates a label.
    public init(_ text: String = "", style: Style = .body) {
        self.text = text
        self.style = style
        super.init()
    }
}
