import Lasso

/// A whole config file: which plugins to load, the named config flows, and the window's root.
package struct AppConfig: Sendable {
    /// The config file, as the user named it (used in diagnostics).
    package let file: String
    /// The absolute directory relative plugin paths start from: the config file's directory.
    package let directory: String
    /// The schema version (`lasso: 1`).
    package let version: Located<Int>
    /// Where plugins are loaded from, in file order.
    package let plugins: [PluginSource]
    /// The named config flows, in file order.
    package let flows: [ConfigFlowDefinition]
    /// What fills the window.
    package let root: ConfigNode
    /// The app's theme (`theme:`), when the file chooses one.
    package let theme: Theme?
    /// Where plugins keep their records (`storage:`), when the file says: a SQLite file
    /// (relative to the config's folder), `memory`, or a `postgres://` address. `--storage`
    /// overrides it (the shell's `StorageOption` opens it).
    package let storage: Located<String>?
    /// The values the app gives its plugins' declared settings (`settings:`), in file order.
    package let settings: [SettingOverride]
    /// Where the app writes its trace (`trace:`, relative to the config's folder), when the file
    /// says; `--trace` overrides it (docs/devtools.md).
    package let trace: Located<String>?

    /// Creates a config.
    package init(
        file: String, directory: String, version: Located<Int>, plugins: [PluginSource], flows: [ConfigFlowDefinition],
        root: ConfigNode, theme: Theme? = nil, storage: Located<String>? = nil, settings: [SettingOverride] = [],
        trace: Located<String>? = nil
    ) {
        self.file = file
        self.directory = directory
        self.version = version
        self.plugins = plugins
        self.flows = flows
        self.root = root
        self.theme = theme
        self.storage = storage
        self.settings = settings
        self.trace = trace
    }

    /// The config flow named `name`.
    package func flow(named name: String) -> ConfigFlowDefinition? {
        flows.first { $0.name.value == name }
    }
}

/// The schema versions this build reads.
package enum ConfigSchema {
    /// The version written as `lasso: 1`.
    package static let currentVersion = 1
}
