/// Every module registered by the loaded plugins, by namespaced name. The host has exactly one:
/// plugins share the runtime library, so they all register here.
@MainActor
public final class ModuleRegistry {
    /// The process's registry.
    public static let shared = ModuleRegistry()

    /// The registered modules by name.
    public private(set) var modules: [String: RegisteredModule] = [:]

    /// The loaded plugins by name.
    public private(set) var plugins: [String: LoadedPlugin] = [:]

    /// Creates an empty registry (tests use their own).
    public init() {}

    /// The module registered as `name`.
    public func module(named name: String) -> RegisteredModule? {
        modules[name]
    }

    /// All module names, sorted.
    public var moduleNames: [String] { modules.keys.sorted() }

    /// Adds a loaded plugin and its modules. Throws when the plugin or a module name is taken.
    func add(_ plugin: LoadedPlugin, modules newModules: [RegisteredModule]) throws(PluginLoadError) {
        if let existing = plugins[plugin.name] {
            throw PluginLoadError(
                .duplicatePlugin,
                path: plugin.path,
                "plugin '\(plugin.name)' is already loaded from \(existing.path)",
                hint: "remove one of the two files from the plugin directories"
            )
        }
        for module in newModules where modules[module.name] != nil {
            throw PluginLoadError(
                .duplicateModule,
                path: plugin.path,
                "module '\(module.name)' is already registered by plugin '\(modules[module.name]!.pluginName)'",
                hint: "rename the module in one of the plugins"
            )
        }
        plugins[plugin.name] = plugin
        for module in newModules { modules[module.name] = module }
    }
}

/// A plugin the host loaded: who it is and where it came from.
public struct LoadedPlugin: Sendable, Equatable, Codable {
    /// The plugin's name (its module namespace).
    public let name: String
    /// Its semantic version.
    public let version: String
    /// What it provides.
    public let summary: String
    /// The ABI version it was compiled against.
    public let abiMajor: Int, abiMinor: Int
    /// The runtime fingerprint it was compiled against.
    public let runtimeFingerprint: String
    /// The file it was loaded from.
    public let path: String
    /// The names of the modules it registered.
    public let moduleNames: [String]
}
