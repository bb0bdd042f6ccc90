import Lasso
import LassoPlugin

/// The `settings` plugin: declares the user's profile settings (a display name, notifications)
/// and shows them, with the host's own (the theme), on the settings screen the host draws, as
/// `settings.form`. Values an earlier version saved are imported once (``SettingsImport``).
///
/// Built into `libSettingsPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(SettingsPlugin.self)` (docs/plugins.md, "Static builds").
public enum SettingsPlugin: LassoPluginDefinition {
    public static let name = "settings"
    public static let version = "2.0.0"
    public static let summary = "The user's profile settings, declared for the host's settings screen"

    /// The name shown in greetings.
    public static let displayName = PluginSetting.text(
        "displayName", title: "Display name", help: "The name shown in greetings.")
    /// Whether the app may send notifications.
    public static let notifications = PluginSetting.toggle(
        "notifications", title: "Notifications", default: true, help: "Whether the app may send notifications.")

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.declare(displayName)
        try registrar.declare(notifications)
        try registrar.registerScreen(SettingsFormScreenModule.self, as: "form") { store, services in
            store.services = services
            SettingsImport(services: services).start()
        }
    }
}
