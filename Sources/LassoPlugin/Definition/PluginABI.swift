internal import CLassoPluginABI

/// The plugin ABI version this runtime speaks.
public enum PluginABI {
    /// Plugins with another major version are refused.
    public static let major = Int(LASSO_PLUGIN_ABI_MAJOR)
    /// Plugins with a higher minor version may use host functions this host lacks.
    public static let minor = Int(LASSO_PLUGIN_ABI_MINOR)
}
