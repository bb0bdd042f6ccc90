extension PluginLoadError.Kind {
    /// What the failure means, in a few words (the `plugins` help lists these with the exit statuses).
    package var summary: String {
        switch self {
        case .fileMissing: "the plugin file does not exist"
        case .notSharedObject: "the file is not a loadable shared object"
        case .notLassoPlugin: "the library exports no lasso_plugin_describe"
        case .badMagic: "the descriptor lacks the Lasso magic number"
        case .abiMismatch: "built for another plugin ABI major version"
        case .incompatibleRuntime: "built against an incompatible runtime release or Swift compiler; rebuild it"
        case .invalidDescriptor: "a descriptor field (name, version…) is invalid"
        case .duplicatePlugin: "another loaded plugin has the same name"
        case .duplicateModule: "a module name is registered twice"
        case .registrationFailed: "the registration returned failure"
        case .registrationCrashed: "crashed or hung while loading or registering"
        case .untrustedLocation: "writable by group or others, or a symlink escape"
        case .digestMismatch: "the SHA-256 digest differs from the pinned one"
        }
    }
}
