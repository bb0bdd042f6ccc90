import LassoPlugin
import LassoPluginHost

/// What one reload did, for the status line and for scripts waiting on it.
package enum ReloadOutcome: Sendable, Equatable {
    /// A plugin's new version took over (see the report for what moved).
    case swapped(PluginSwapReport)
    /// The plugin file's content is the one running: nothing to do.
    case unchanged(plugin: String)
    /// The new plugin file was refused or could not take over; the old version keeps running
    /// with its state. `restartNeeded` when only a restart can load it (a plugin built against an incompatible runtime).
    case pluginRefused(plugin: String, reason: String, restartNeeded: Bool)
    /// The changed config was built and shown.
    case configReloaded(ConfigReloadReport)
    /// The changed config has errors (`file:line:column: error: …`, one per line) or did not
    /// build; the app keeps running as it was.
    case configRefused(String)
    /// The app was built again from its config, every state dropped.
    case restarted
    /// A reload was asked for, but no plugin file and not the config changed.
    case nothingChanged

    /// Whether the reload did what was asked (or had nothing to do).
    package var succeeded: Bool {
        switch self {
        case .swapped, .unchanged, .configReloaded, .restarted, .nothingChanged: true
        case .pluginRefused, .configRefused: false
        }
    }

    /// One line for the status bar, without the time it took.
    package var summary: String {
        switch self {
        case .swapped(let report): "Reloaded \(report.summary)"
        case .unchanged(let plugin): "\(plugin) is unchanged"
        case .pluginRefused(let plugin, let reason, let restartNeeded):
            restartNeeded
                ? "Restart needed for \(plugin), the running version stays: \(reason)"
                : "Reload of \(plugin) failed, the running version stays: \(reason)"
        case .configReloaded(let report): "Reloaded the config (\(report.summary))"
        case .configRefused(let errors):
            "Config not reloaded, the app runs on: \(errors.split(separator: "\n").first.map(String.init) ?? errors)"
        case .restarted: "Restarted from the config (state dropped)"
        case .nothingChanged: "Nothing to reload: no plugin file and not the config changed"
        }
    }
}
