/// A titled group of a form's controls ("Appearance", "Account"): its title, then its widgets
/// one under the other, indented under it.
@MainActor
public final class FormSection: Widget {
    /// The section's heading.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// The widgets of the section, laid out one under the other.
    public let stack: Stack

    /// Creates a section titled `title` holding `widgets`.
    public init(_ title: String, spacing: Int = 0, _ widgets: [Widget] = []) {
        self.title = title
        stack = Stack(spacing: spacing, widgets)
        super.init()
        stack.container = self
    }

    public override var subwidgets: [Widget] { [stack] }

    public override var primitive: WidgetPrimitive { .group(WidgetLayout(title: title)) }
}
