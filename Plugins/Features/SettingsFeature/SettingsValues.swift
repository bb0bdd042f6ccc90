/// The values earlier versions of the settings form kept (version 1.x in the user's records,
/// before that in a JSON file): what ``SettingsImport`` reads once.
public struct SettingsValues: Equatable, Codable, Sendable {
    /// The name shown in greetings.
    public var displayName: String
    /// Whether the app may send notifications.
    public var notificationsEnabled: Bool
    /// The chosen theme's title ("System", "Dark", …).
    public var theme: String

    /// Creates values; by default an empty name, notifications on, the system theme.
    public init(displayName: String = "", notificationsEnabled: Bool = true, theme: String = "System") {
        self.displayName = displayName
        self.notificationsEnabled = notificationsEnabled
        self.theme = theme
    }
}
