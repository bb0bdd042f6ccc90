extension PluginScanCache {
    /// Where the cache lives: `$LASSO_PLUGIN_CACHE` (a file path, for tests), else
    /// `$XDG_CACHE_HOME/lasso/plugin-scan.cache`, else `~/.cache/lasso/plugin-scan.cache`;
    /// `nil` when none is set (the cache then lives in memory only).
    package static func defaultLocation(environment: [String: String]) -> String? {
        if let explicit = environment["LASSO_PLUGIN_CACHE"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/lasso/plugin-scan.cache" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/lasso/plugin-scan.cache" }
        return nil
    }
}
