/// What a piece of the screen is for, which a ``Theme`` gives its colour and emphasis.
///
/// The runtime's widgets and the terminal's chrome draw only with roles, never with colours, so
/// a theme changes every screen of every plugin at once. Which widget uses which role:
///
/// | Role | Used for |
/// | --- | --- |
/// | ``text`` | body labels, text typed into fields, list rows, buttons |
/// | ``secondary`` | caption labels, placeholders, list row details, key descriptions |
/// | ``accent`` | key names, the back and close affordances, a focused field's brackets, activity indicators, status messages |
/// | ``focus`` | the focused button |
/// | ``selection`` | the highlighted row of the focused list, the selected tab |
/// | ``error`` | error labels and error messages |
/// | ``warning`` | warning labels |
/// | ``success`` | success labels |
/// | ``border`` | rules, modal boxes, empty field space |
/// | ``title`` | title labels, navigation bar titles, modal and help titles |
/// | ``disabled`` | disabled buttons and text fields |
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
