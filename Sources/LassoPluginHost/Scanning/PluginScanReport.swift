import Lasso

/// What examining one plugin file found: who the plugin is (when its descriptor could be read),
/// the modules it registers (when it loaded), or why it was refused.
package struct PluginScanReport: Codable, Sendable, Equatable {
    /// The plugin file as it was named.
    package var path: String
    /// The plugin's descriptor, when it could be read.
    package var identity: PluginIdentity?
    /// The modules it registered; empty when it failed.
    package var modules: [ModuleSummary]
    /// The settings it declares, when the report says (`plugins inspect --json`); left out of
    /// the JSON when not.
    package var settings: [SettingDeclaration]?
    /// Why it cannot be loaded; `nil` when it is fine.
    package var error: PluginLoadError?
    /// The scan time-out, in seconds, the examination did not finish within (its child was then
    /// killed, and ``error`` says so); `nil` when it finished. A time-out may be the machine's
    /// fault rather than the plugin's, so the scan cache keeps such a verdict only for a while
    /// (``PluginScanCache/timedOutVerdictLifetime``). Set by the host that timed the child, never
    /// read from the child's JSON.
    package var timedOutAfter: Double?

    /// Creates a report.
    package init(
        path: String, identity: PluginIdentity?, modules: [ModuleSummary] = [],
        error: PluginLoadError? = nil, timedOutAfter: Double? = nil
    ) {
        self.path = path
        self.identity = identity
        self.modules = modules
        self.error = error
        self.timedOutAfter = timedOutAfter
    }

    /// A report of a failure; `timedOutAfter` when it is a scan that did not finish in time.
    package init(failure: PluginLoadError, identity: PluginIdentity? = nil, timedOutAfter: Double? = nil) {
        self.init(path: failure.path, identity: identity, error: failure, timedOutAfter: timedOutAfter)
    }

    /// What the scanner's child sends: all but ``timedOutAfter``, which only the host can know.
    private enum CodingKeys: String, CodingKey {
        case path, identity, modules, settings, error
    }

    /// The verdict in one word.
    package var verdict: PluginVerdict {
        guard let error else { return .ok }
        switch error.kind {
        case .registrationCrashed: return .crashed
        case .notLassoPlugin: return .notAPlugin
        default: return .refused
        }
    }

    /// The same report naming the file `path` (a cached report reached through another path).
    package func naming(_ path: String) -> PluginScanReport {
        PluginScanReport(
            path: path, identity: identity, modules: modules, error: error?.naming(path), timedOutAfter: timedOutAfter)
    }
}

/// The verdict on one plugin file.
package enum PluginVerdict: String, Codable, Sendable {
    /// It loads and registers.
    case ok
    /// It was refused (a check failed, or its registration returned failure).
    case refused
    /// It crashed or hung while loading or registering, in the scanner's child process.
    case crashed
    /// It is a shared library but not a plugin (it exports no `lasso_plugin_describe`): the
    /// runtime library, or a library a plugin uses.
    case notAPlugin = "not a plugin"
}
