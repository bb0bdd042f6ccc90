/// The values the settings form edits.
public struct SettingsValues: Equatable, Codable, Sendable {
    /// The colour themes the app offers.
    public static let themes = ["System", "Light", "Dark", "High contrast"]

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
