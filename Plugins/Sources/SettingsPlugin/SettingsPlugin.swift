import LassoPlugin
import SettingsFeature

/// The `settings` plugin: the settings form as `settings.form`, saving to
/// `$XDG_CONFIG_HOME/lasso/settings.json` (else `~/.config/lasso/settings.json`).
enum SettingsPlugin: LassoPluginDefinition {
    static let name = "settings"
    static let version = "1.0.0"
    static let summary = "Settings form (name, notifications, theme) saved to a JSON file"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(SettingsScreenModule.self, as: "form", outputs: ["didSaveSettings"]) { store in
            store.storage = FileSettingsStorage(url: FileSettingsStorage.defaultURL)
        }
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(SettingsPlugin.self)
}
