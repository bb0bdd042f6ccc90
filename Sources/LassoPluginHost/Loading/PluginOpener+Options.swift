/// Loading with the file checks of ``PluginFileTrust`` and an optional pinned digest.
extension PluginOpener {
    /// Loads the plugin at `path`, refusing it unless its SHA-256 digest is `expectedSHA256`
    /// (when given), and registers its modules.
    @discardableResult
    package func load(_ path: String, expectedSHA256: String?) throws(PluginLoadError) -> LoadedPlugin {
        try load(path, options: PluginLoadOptions(expectedSHA256: expectedSHA256))
    }

    /// Loads the plugin at `path` with `options` and registers its modules. The file's location
    /// is checked (``PluginFileTrust``) before it is read; the host then loads a private copy
    /// (``PluginImageCopy``), whose bytes are the ones the pinned digest is checked against.
    @discardableResult
    package func load(_ path: String, options: PluginLoadOptions) throws(PluginLoadError) -> LoadedPlugin {
        let copy = try PluginImageCopy(of: PluginFileTrust.check(path), origin: path)
        defer { copy.discard() }
        if let pin = options.expectedSHA256 { try copy.checkDigest(pin) }
        return try load(copy)
    }

    /// Loads the private copy `copy` (already checked) and registers its modules.
    @discardableResult
    package func load(_ copy: PluginImageCopy) throws(PluginLoadError) -> LoadedPlugin {
        try register(readDescriptor(from: copy), path: copy.origin, image: copy)
    }
}
