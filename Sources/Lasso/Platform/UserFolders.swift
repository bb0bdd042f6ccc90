internal import Foundation

/// Where Lasso keeps a user's files between runs, by one rule (the XDG Base Directory
/// specification): `$XDG_STATE_HOME`, `$XDG_CACHE_HOME` and `$XDG_CONFIG_HOME` when set to an
/// absolute path (an empty or relative one is ignored, as the specification says), else
/// `~/.local/state`, `~/.cache` and `~/.config`, each with `lasso` under it. The home folder is
/// `$HOME` when set and not empty, else the account's (`getpwuid`).
///
/// Every host part asks here — the log and saved sessions (state), the plugin scan cache
/// (cache), `serve`'s session folders (state) — so one environment gives one answer.
package struct UserFolders: Sendable, Equatable {
    /// Lasso's folder for state kept between runs: logs, sessions.
    package let state: String
    /// Lasso's folder for what can be made again: the plugin scan cache.
    package let cache: String
    /// Lasso's folder for the user's settings.
    package let config: String

    /// Folders given outright.
    package init(state: String, cache: String, config: String) {
        self.state = state
        self.cache = cache
        self.config = config
    }

    /// The folders for `environment` (this process's by default).
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, default relative: String) -> String {
            let value = environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/" + relative
            return value + "/lasso"
        }
        state = base("XDG_STATE_HOME", default: ".local/state")
        cache = base("XDG_CACHE_HOME", default: ".cache")
        config = base("XDG_CONFIG_HOME", default: ".config")
    }
}
