import Lasso
import LassoPlugin

/// Every module registered by the loaded plugins, by namespaced name. The host has exactly one:
/// plugins share the runtime library, so they all register here.
@MainActor
package final class ModuleRegistry {
    /// The process's registry.
    package static let shared = ModuleRegistry()

    /// The registered modules by name.
    package private(set) var modules: [String: RegisteredModule] = [:]

    /// The loaded plugins by name.
    package private(set) var plugins: [String: LoadedPlugin] = [:]

    /// Earlier versions of reloaded plugins, oldest first. Their code stays mapped (a library
    /// holding Swift code cannot be unloaded), and screens they built may still run it.
    package private(set) var retiredPlugins: [LoadedPlugin] = []

    /// The settings the loaded plugins declare (and the config's values for them): what every
    /// session's services read, kept as plugins load and are swapped.
    package let settings = SettingsCatalog()

    /// The bytes of plugin images kept mapped by ``retiredPlugins``.
    package var retiredImageBytes: Int { retiredPlugins.reduce(0) { $0 + $1.imageBytes } }

    /// The host's own modules (``HostModules``): found by name like a plugin's, but not
    /// listed among the plugins' modules.
    private let hostModules: [String: RegisteredModule]

    /// Creates a registry with no plugin (tests use their own): only the host's own modules and
    /// settings.
    package init() {
        hostModules = Dictionary(uniqueKeysWithValues: HostModules.all.map { ($0.name, $0) })
        settings.declare(HostSettings.declarations, for: HostSettings.plugin)
    }

    /// The module registered as `name`: a plugin's, or the host's own.
    package func module(named name: String) -> RegisteredModule? {
        modules[name] ?? hostModules[name]
    }

    /// All module names, sorted.
    package var moduleNames: [String] { modules.keys.sorted() }

    /// The module a plugin registered for the module type `type`, if any (the host's own
    /// modules are not among ``moduleNames`` either).
    package func pluginModule(ofType type: Any.Type) -> RegisteredModule? {
        let wanted = ObjectIdentifier(type)
        return modules.values.first { ObjectIdentifier($0.moduleType) == wanted }
    }

    /// Adds a loaded plugin and its modules. Throws when the plugin or a module name is taken.
    func add(
        _ plugin: LoadedPlugin, modules newModules: [RegisteredModule], settings declared: [SettingDeclaration]
    )
        throws(PluginLoadError)
    {
        if let existing = plugins[plugin.name] {
            throw .duplicatePlugin(plugin.name, path: plugin.path, alreadyProvidedBy: existing.path)
        }
        for module in newModules {
            if let existing = modules[module.name] {
                throw .duplicateModule(module.name, path: plugin.path, registeredBy: existing.pluginName)
            }
        }
        plugins[plugin.name] = plugin
        for module in newModules { modules[module.name] = module }
        settings.declare(declared, for: plugin.name)
    }
}

extension ModuleRegistry {
    /// The loaded plugin that was loaded from the file `path` (as the config named it).
    package func plugin(loadedFrom path: String) -> LoadedPlugin? {
        plugins.values.first { $0.path == path }
    }

    /// Makes the staged new version of a plugin the registered one: its modules replace the old
    /// version's, all at once. Throws, changing nothing, when the old version is no longer the
    /// registered one or a new module's name is another plugin's.
    package func commit(_ upgrade: PluginUpgrade) throws(PluginLoadError) {
        let name = upgrade.previous.name
        guard plugins[name] == upgrade.previous else {
            throw PluginLoadError(
                .duplicatePlugin, path: upgrade.plugin.path,
                "plugin '\(name)' changed while its new version was being loaded",
                hint: "reload it again"
            )
        }
        for module in upgrade.modules {
            if let existing = modules[module.name], existing.pluginName != name {
                throw .duplicateModule(module.name, path: upgrade.plugin.path, registeredBy: existing.pluginName)
            }
        }
        for old in upgrade.previous.moduleNames { modules[old] = nil }
        for module in upgrade.modules { modules[module.name] = module }
        plugins[name] = upgrade.plugin
        settings.declare(upgrade.settings, for: name)
        retiredPlugins.append(upgrade.previous)
    }
}

/// A new version of a loaded plugin, loaded and registered beside the old one but not yet
/// serving the app (see ``PluginOpener/stageUpgrade(_:of:)`` and ``ModuleRegistry/commit(_:)``).
@MainActor
package struct PluginUpgrade {
    /// The version the app runs now.
    package let previous: LoadedPlugin
    /// The new version.
    package let plugin: LoadedPlugin
    /// The new version's modules.
    package let modules: [RegisteredModule]
    /// The new version's settings.
    package let settings: [SettingDeclaration]

    /// The new version's module named `name`.
    package func module(named name: String) -> RegisteredModule? {
        modules.first { $0.name == name }
    }
}

/// A plugin the host loaded: who it is and where it came from.
package struct LoadedPlugin: Sendable, Equatable, Codable {
    /// The plugin's name (its module namespace).
    package let name: String
    /// Its semantic version.
    package let version: String
    /// What it provides.
    package let summary: String
    /// The ABI version it was compiled against.
    package let abiMajor: Int, abiMinor: Int
    /// The runtime it was compiled against: its stamp (`lasso-runtime-1.1.0+swift-6.3.1`).
    package let runtimeStamp: String
    /// The file it was loaded from.
    package let path: String
    /// The names of the modules it registered.
    package let moduleNames: [String]
    /// 1 for the version loaded first, then one more for each reload.
    package var generation: Int = 1
    /// The size of the image loaded (the file's size); 0 for a plugin linked into the host.
    package var imageBytes: Int = 0
    /// The plugin file's `stat` when the image was copied from it; `nil` when linked in.
    package var imageStamp: PluginFileStamp? = nil
}
