import Lasso

/// A value the app's config gives a plugin's declared setting (`settings:`), written as
/// `plugin.setting: value`: the value every user has until they set their own.
package struct SettingOverride: Sendable, Equatable {
    /// `plugin.setting` as written, where written.
    package let name: Located<String>
    /// The value as written.
    package let value: ConfigValue

    package init(name: Located<String>, value: ConfigValue) {
        self.name = name
        self.value = value
    }

    /// The plugin part of the name (`units` of `units.precision`); `nil` without a dot.
    package var plugin: String? {
        guard let dot = name.value.firstIndex(of: ".") else { return nil }
        return String(name.value[..<dot])
    }

    /// The setting part of the name (`precision` of `units.precision`).
    package var setting: String {
        guard let dot = name.value.firstIndex(of: ".") else { return name.value }
        return String(name.value[name.value.index(after: dot)...])
    }
}

extension [SettingOverride] {
    /// The values by plugin, then setting: what the settings catalog falls back to.
    package var byPlugin: [String: [String: JSONValue]] {
        var table: [String: [String: JSONValue]] = [:]
        for override in self {
            guard let plugin = override.plugin else { continue }
            table[plugin, default: [:]][override.setting] = override.value.jsonValue
        }
        return table
    }
}
