import LassoPlugin

/// The `settings` plugin: the settings form as `settings.form`, saving to
/// `$XDG_CONFIG_HOME/lasso/settings.json` (else `~/.config/lasso/settings.json`).
///
/// Built into `libSettingsPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(SettingsPlugin.self)` (README, "Static builds").
public enum SettingsPlugin: LassoPluginDefinition {
    public static let name = "settings"
    public static let version = "1.0.0"
    public static let summary = "Settings form (name, notifications, theme) saved to a JSON file"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(SettingsScreenModule.self, as: "form") { store in
            store.storage = FileSettingsStorage(url: FileSettingsStorage.defaultURL)
        }
    }
}
