/// The refusals of a name that is taken, written once for the loader, the registry, the live
/// swap and `plugins list`.
extension PluginLoadError {
    /// The plugin file `path` describes a plugin named `name`, which the file `owner` provides
    /// already.
    package static func duplicatePlugin(_ name: String, path: String, alreadyProvidedBy owner: String)
        -> PluginLoadError
    {
        PluginLoadError(
            .duplicatePlugin, path: path,
            "plugin '\(name)' is already provided by \(owner)",
            hint: "remove one of the two files from the plugin directories"
        )
    }

    /// The plugin file `path` registers the module `module`, which the plugin `owner` registered
    /// already.
    package static func duplicateModule(_ module: String, path: String, registeredBy owner: String) -> PluginLoadError {
        PluginLoadError(
            .duplicateModule, path: path, moduleTaken(module, by: owner),
            hint: "rename the module in one of the plugins")
    }

    /// Why a module name is refused when the plugin `owner` registered it already.
    static func moduleTaken(_ module: String, by owner: String) -> String {
        "module '\(module)' is already registered by plugin '\(owner)'"
    }
}
