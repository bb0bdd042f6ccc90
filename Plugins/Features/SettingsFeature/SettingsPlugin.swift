import LassoPlugin

/// The `settings` plugin: the settings form as `settings.form`, saving to the user's records
/// of the app's store (``StoredSettings``; the file earlier versions wrote is imported once).
///
/// Built into `libSettingsPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(SettingsPlugin.self)` (docs/plugins.md, "Static builds").
public enum SettingsPlugin: LassoPluginDefinition {
    public static let name = "settings"
    public static let version = "1.0.0"
    public static let summary = "Settings form (name, notifications, theme) saved per user in the app's store"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(SettingsScreenModule.self, as: "form") { store, services in
            store.log = services.log
            store.storage = StoredSettings(services: services)
        }
    }
}
