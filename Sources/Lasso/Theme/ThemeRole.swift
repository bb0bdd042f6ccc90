/// What a piece of the screen is for, which a ``Theme`` gives its colour and emphasis.
///
/// The runtime's widgets and the terminal's chrome draw only with roles, never with colours, so
/// a theme changes every screen of every plugin at once. `docs/writing-a-plugin.md` lists which
/// widget uses which role; a label picks one through its style (``Label/Style/role``).
public enum ThemeRole: String, CaseIterable, Sendable, Hashable {
    /// Ordinary text.
    case text
    /// Text of less importance: captions, placeholders, details.
    case secondary
    /// What the eye should find: key names, affordances, activity.
    case accent
    /// The widget with keyboard focus.
    case focus
    /// The chosen item among several: a list's highlighted row, the selected tab.
    case selection
    /// Something went wrong.
    case error
    /// Something needs attention.
    case warning
    /// Something went right.
    case success
    /// Lines and boxes that separate parts of the screen.
    case border
    /// Headings.
    case title
    /// Controls that cannot be used now.
    case disabled
}
