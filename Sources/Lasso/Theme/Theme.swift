/// Colours and emphasis for each ``ThemeRole``: what the whole app looks like.
///
/// A theme is data. The runtime has three built in (``dark``, ``light``, ``highContrast``); an
/// app's config file picks one and may override roles (`theme:`), and a screen may ask its
/// window for another at run time (``Window/requestedTheme``):
///
/// ```swift
/// window?.requestedTheme = Theme.named("light")
///
/// var brand = Theme.dark
/// brand.name = "brand"
/// brand[.accent].foreground = .rgb(red: 0xFF, green: 0x87, blue: 0x00)
/// window?.requestedTheme = brand
/// ```
public struct Theme: Sendable, Hashable {
    /// The theme's name (`dark`); built-in themes are found by it (``named(_:)``).
    public var name: String

    private var styles: [ThemeRole: ThemeStyle]

    /// Creates a theme; roles missing from `styles` are drawn as plain text.
    public init(name: String, styles: [ThemeRole: ThemeStyle]) {
        self.name = name
        self.styles = styles
    }

    /// How `role` is drawn.
    public subscript(role: ThemeRole) -> ThemeStyle {
        get { styles[role] ?? ThemeStyle() }
        set { styles[role] = newValue }
    }

    /// The built-in themes.
    public static var builtIn: [Theme] { [.dark, .light, .highContrast] }

    /// The built-in theme named `name`, ignoring case and treating spaces as hyphens
    /// (`"High contrast"` is ``highContrast``); `nil` when there is none.
    public static func named(_ name: String) -> Theme? {
        let key = name.lowercased().split(separator: " ").joined(separator: "-")
        return builtIn.first { $0.name == key }
    }
}
