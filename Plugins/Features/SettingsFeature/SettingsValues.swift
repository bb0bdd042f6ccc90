import Lasso

/// The values the settings form edits.
public struct SettingsValues: Equatable, Codable, Sendable {
    /// The colour themes the app offers: "System" is the app's own (its config file's, else the
    /// runtime's default), the others are the runtime's built-in themes.
    public static let themes = ["System", "Light", "Dark", "High contrast"]

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
