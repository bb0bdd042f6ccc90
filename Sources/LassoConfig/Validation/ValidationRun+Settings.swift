import Lasso
import LassoPluginHost

extension ValidationRun {
    /// Checks `settings:` against the settings the loaded plugins declare: each names a plugin
    /// that is loaded (or the host, `lasso`) and a setting it declares, with a value the
    /// declaration takes.
    func checkSettings() {
        // A name given twice is the reader's to report (as every repeated key is).
        for override in config.settings {
            guard let plugin = override.plugin else { continue }
            guard registry.plugins[plugin] != nil || registry.settings.declarations[plugin] != nil else {
                if pluginsFailedToLoad, Suggestion.closest(to: plugin, among: registry.plugins.keys) == nil {
                    continue  // the plugin's load error is reported above
                }
                let loaded = registry.plugins.keys.sorted()
                log.error(
                    "unknown plugin '\(plugin)' in setting '\(override.name.value)'", at: override.name.location,
                    hint: Suggestion.didYouMean(plugin, among: loaded)
                        ?? (loaded.isEmpty
                            ? "no plugins are loaded; add a 'plugins:' entry naming the plugin's directory or file"
                            : "the loaded plugins are \(spokenList(loaded, joinedBy: "and"))"))
                continue
            }
            let declared = registry.settings.declarations[plugin] ?? []
            guard let declaration = declared.first(where: { $0.name == override.setting }) else {
                let names = declared.map { "\(plugin).\($0.name)" }
                log.error(
                    "plugin '\(plugin)' declares no setting '\(override.setting)'", at: override.name.location,
                    hint: Suggestion.didYouMean(override.name.value, among: names)
                        ?? (names.isEmpty
                            ? "it declares no settings" : "its settings are \(spokenList(names, joinedBy: "and"))"))
                continue
            }
            if declaration.accepted(override.value.jsonValue) == nil {
                log.error(
                    "setting '\(override.name.value)' must be \(declaration.expectation), not \(describe(override.value))",
                    at: override.value.location, hint: "\(declaration.title): \(declaration.help)")
            }
        }
    }

    private func describe(_ value: ConfigValue) -> String {
        let json = value.jsonValue
        if let text = json.scalarText {
            return json.kindDescription == "a string" ? "'\(text)'" : text
        }
        return json.kindDescription
    }
}
