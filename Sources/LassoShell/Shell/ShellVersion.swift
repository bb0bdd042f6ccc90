import LassoPlugin

/// The version of lasso-shell and its runtime.
enum ShellVersion {
    /// The runtime and shell release.
    static let release = "0.1.0"

    /// What `--version` prints.
    static var description: String {
        "lasso-shell \(release) (plugin ABI \(PluginABI.major).\(PluginABI.minor), runtime \(PluginLoader.hostFingerprint))"
    }
}
