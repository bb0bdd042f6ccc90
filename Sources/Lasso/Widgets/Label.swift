/// Read-only text.
@MainActor
public final class Label: Widget {
    /// How the text is emphasised: each style is drawn with a role of the window's
    /// ``Theme`` (``role``).
    public enum Style: Sendable, Equatable {
        /// Plain text.
        case body
        /// A heading.
        case title
        /// Secondary, dimmed text.
        case caption
        /// An error message.
        case error
        /// A message that something needs attention.
        case warning
        /// A message that something went right ("Saved.").
        case success
        /// Text the eye should find first.
        case accent

        /// The theme role the style is drawn with.
        public var role: ThemeRole {
            switch self {
            case .body: .text
            case .title: .title
            case .caption: .secondary
            case .error: .error
            case .warning: .warning
            case .success: .success
            case .accent: .accent
            }
        }
    }

    /// The text shown. Empty text takes no space.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }

    /// The emphasis.
    public var style: Style { didSet { setNeedsDisplay() } }

    public override var primitive: WidgetPrimitive {
        .text(TextContent(text, role: style.role, prefix: style == .error ? "! " : ""))
    }

    /// Creates a label.
    public init(_ text: String = "", style: Style = .body) {
        self.text = text
        self.style = style
        super.init()
    }
}
