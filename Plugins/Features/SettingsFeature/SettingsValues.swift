import Lasso

/// The values the settings form edits.
public struct SettingsValues: Equatable, Codable, Sendable {
    /// The colour themes the app offers: "System" is the app's own (its config file's, else the
    /// runtime's default), then every built-in theme of the runtime (`Theme.builtIn`) by its
    /// title, which `Theme.named` reads back ("High contrast" for `high-contrast`).
    public static let themes = ["System"] + Theme.builtIn.map(title(of:))

    /// A theme's name as the form shows it: words for hyphens, the first capitalized.
    static func title(of theme: Theme) -> String {
        let words = theme.name.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The theme the chosen one asks the window for; `nil` for "System", the app's own.
    public var requestedTheme: Theme? { Theme.named(theme) }

    /// The name shown in greetings.
    public var displayName: String
    /// Whether the app may send notifications.
    public var notificationsEnabled: Bool
    /// The chosen theme, one of ``themes``.
    public var theme: String

    /// Creates values; by default an empty name, notifications on, the system theme.
    public init(displayName: String = "", notificationsEnabled: Bool = true, theme: String = "System") {
        self.displayName = displayName
        self.notificationsEnabled = notificationsEnabled
        self.theme = theme
    }
}
