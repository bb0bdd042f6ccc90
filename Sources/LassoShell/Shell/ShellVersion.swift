import LassoPlugin
import LassoPluginHost

/// The version of lasso-shell and its runtime.
enum ShellVersion {
    /// The runtime and shell release (lasso_plugin.h defines it).
    static var release: SemanticVersion { RuntimeRelease.version }

    /// What `--version` prints.
    static var description: String {
        "lasso-shell \(release) (plugin ABI \(PluginABI.major).\(PluginABI.minor), runtime \(RuntimeRelease.stamp))"
    }
}
