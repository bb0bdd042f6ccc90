import Lasso
import LassoPluginHost

extension ValidationRun {
    /// Checks `settings:` against the settings the loaded plugins declare: each names a plugin
    /// that is loaded and a setting it declares, once, with a value the declaration takes.
    func checkSettings() {
        var seen: [String: SourcePosition] = [:]
        for override in config.settings {
            if let first = seen[override.name.value] {
                log.error(
                    "setting '\(override.name.value)' is given twice (first at \(first))", at: override.name.location,
                    hint: "keep one")
                continue
            }
            seen[override.name.value] = override.name.location
            guard let plugin = override.plugin else { continue }
            guard registry.plugins[plugin] != nil || registry.settings.declarations[plugin] != nil else {
                if pluginsFailedToLoad, Suggestion.closest(to: plugin, among: registry.plugins.keys) == nil {
                    continue  // the plugin's load error is reported above
                }
                let loaded = registry.plugins.keys.sorted()
                log.error(
                    "unknown plugin '\(plugin)' in setting '\(override.name.value)'", at: override.name.location,
                    hint: Suggestion.didYouMean(plugin, among: loaded)
                        ?? "the loaded plugins are \(spokenList(loaded, joinedBy: "and"))")
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
