/// Loading with the file checks of ``PluginFileTrust`` and an optional pinned digest.
extension PluginLoader {
    /// Loads the plugin at `path`, refusing it unless its SHA-256 digest is `expectedSHA256`
    /// (when given), and registers its modules.
    @discardableResult
    public func load(_ path: String, expectedSHA256: String?) throws(PluginLoadError) -> LoadedPlugin {
        try load(path, options: PluginLoadOptions(expectedSHA256: expectedSHA256))
    }

    /// Loads the plugin at `path` with `options` and registers its modules. The file's location
    /// and digest are checked (``PluginFileTrust``) before the library is opened.
    @discardableResult
    public func load(_ path: String, options: PluginLoadOptions) throws(PluginLoadError) -> LoadedPlugin {
        try PluginFileTrust.check(path, expectedSHA256: options.expectedSHA256)
        return try register(readDescriptor(path), path: path)
    }
}
