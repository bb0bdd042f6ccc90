/// Every setting the app's plugins declared, and the values the app's config gives them
/// (`settings:`): what a session's ``PluginSettings`` fall back to when the user set nothing,
/// and what the settings screen lists. The plugin host keeps it as plugins register and are
/// swapped; the config's reader sets ``overrides``.
@MainActor
package final class SettingsCatalog {
    /// Each plugin's declarations, in the order it declared them.
    package private(set) var declarations: [String: [SettingDeclaration]] = [:]
    /// The config's values, by plugin then setting name; each already checked against its
    /// declaration by `validate`.
    package var overrides: [String: [String: JSONValue]] = [:]

    package init() {}

    /// Records `plugin`'s declarations, replacing what an earlier version of it declared.
    package func declare(_ settings: [SettingDeclaration], for plugin: String) {
        declarations[plugin] = settings.isEmpty ? nil : settings
    }

    /// The declaration of `plugin`'s setting `name`.
    package func declaration(_ name: String, of plugin: String) -> SettingDeclaration? {
        declarations[plugin]?.first { $0.name == name }
    }

    /// The plugins that declare settings: the host's own first, then the others by name.
    package var pluginNames: [String] {
        declarations.keys.sorted { ($0 == HostSettings.plugin ? "" : $0) < ($1 == HostSettings.plugin ? "" : $1) }
    }

    /// What `declaration` of `plugin` is when the user set nothing: the config's value when it
    /// has one the declaration takes, else the declared default.
    package func fallback(for declaration: SettingDeclaration, of plugin: String) -> JSONValue {
        overrides[plugin]?[declaration.name].flatMap(declaration.accepted) ?? declaration.defaultValue
    }
}
