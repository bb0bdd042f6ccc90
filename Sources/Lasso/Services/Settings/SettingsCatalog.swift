/// Every setting the app's plugins declared, and the values the app's config gives them
/// (`settings:`): what a session's ``PluginSettings`` fall back to when the user set nothing,
/// and what the settings screen lists. The plugin host keeps it as plugins register and are
/// swapped; the config's reader sets ``overrides``.
@MainActor
package final class SettingsCatalog {
    /// Each plugin's declarations, in the order it declared them.
    package private(set) var declarations: [String: [SettingDeclaration]] = [:]
    /// The config's values, by plugin then setting name; each already checked against its
    /// declaration by `validate`. A change (a config reload) reaches every follower at once.
    package var overrides: [String: [String: JSONValue]] = [:] {
        didSet { if overrides != oldValue { changed(plugin: nil) } }
    }

    /// Who follows the catalog: each lives as long as its owner, weakly held.
    private var followers: [Follower] = []

    private struct Follower {
        weak var owner: AnyObject?
        let plugin: String?
        let changed: @MainActor () -> Void
    }

    package init() {}

    /// Records `plugin`'s declarations, replacing what an earlier version of it declared.
    package func declare(_ settings: [SettingDeclaration], for plugin: String) {
        let declared = settings.isEmpty ? nil : settings
        guard declarations[plugin] != declared else { return }
        declarations[plugin] = declared
        changed(plugin: plugin)
    }

    /// Calls `changed` whenever `plugin`'s declarations or the config's values change (any
    /// plugin's, when `plugin` is `nil`), as long as `owner` lives: an observed setting reads
    /// its value again, the settings screen draws its fields again.
    package func follow(_ owner: AnyObject, plugin: String?, changed: @escaping @MainActor () -> Void) {
        followers.removeAll { $0.owner == nil }
        followers.append(Follower(owner: owner, plugin: plugin, changed: changed))
    }

    private func changed(plugin: String?) {
        followers.removeAll { $0.owner == nil }
        for follower in followers where plugin == nil || follower.plugin == nil || follower.plugin == plugin {
            follower.changed()
        }
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
