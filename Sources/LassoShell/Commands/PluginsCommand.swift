import ArgumentParser
import LassoPlugin
import LassoPluginHost

/// `lasso-shell plugins …`: look at plugins without running an app.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List, inspect and verify feature plugins.",
        discussion: PluginExitStatusTable.text,
        subcommands: [
            ListPluginsCommand.self, InspectPluginCommand.self, VerifyPluginCommand.self, NewPluginCommand.self,
            ScanPluginCommand.self,
        ]
    )
}

/// The help text documenting the exit status of each plugin failure.
enum PluginExitStatusTable {
    /// One line per failure kind, after a short explanation.
    static var text: String {
        var lines = [
            "New or changed plugins are examined in a child process first, and the verdict is cached "
                + "(by path, size, mtime and SHA-256) in $LASSO_PLUGIN_CACHE, else "
                + "$XDG_CACHE_HOME/lasso/plugin-scan.cache, else ~/.cache/lasso/plugin-scan.cache; a plugin "
                + "that crashes, or takes longer than $LASSO_PLUGIN_SCAN_TIMEOUT seconds (plain decimal seconds from "
                + "\(ScanTimeoutSetting.rangeText), default \(ScanTimeoutSetting.format(ScanTimeoutSetting.default))), is "
                + "reported and skipped. A time-out is cached for "
                + "\(Int(PluginScanCache.timedOutVerdictLifetime / 60)) minutes only, and not under a longer "
                + "$LASSO_PLUGIN_SCAN_TIMEOUT: the plugin is then examined again.",
            "",
            "Exit statuses when a plugin stops a command (or the app):",
            "  0   the plugin is fine",
        ]
        for kind in PluginLoadError.Kind.allCases {
            let status = String(kind.exitStatus)
            lines.append(
                "  \(status)\(String(repeating: " ", count: max(1, 4 - status.count)))\(kind.rawValue): \(kind.summary)"
            )
        }
        return lines.joined(separator: "\n")
    }
}
