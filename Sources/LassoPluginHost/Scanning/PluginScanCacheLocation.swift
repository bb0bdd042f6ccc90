import Lasso

extension PluginScanCache {
    /// Where the cache lives: `$LASSO_PLUGIN_CACHE` (a file path, for tests), else
    /// `plugin-scan.cache` in Lasso's cache folder (``Lasso/UserFolders``:
    /// `$XDG_CACHE_HOME/lasso`, else `~/.cache/lasso`).
    package static func defaultLocation(environment: [String: String]) -> String {
        if let explicit = environment["LASSO_PLUGIN_CACHE"], !explicit.isEmpty { return explicit }
        return UserFolders(environment: environment).cache + "/plugin-scan.cache"
    }
}
