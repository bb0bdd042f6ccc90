import Lasso
import LassoPlugin

/// What swapping a plugin's new version into the running app did.
public struct PluginSwapReport: Sendable, Equatable {
    /// One screen rebuilt from the new version, and what became of its state.
    public struct Screen: Sendable, Equatable {
        /// The module's name (`counter.main`).
        public let module: String
        /// How its new store took over the old state.
        public let state: StateAdoption
    }

    /// The plugin's name.
    public let plugin: String
    /// The version that ran before, and the one that runs now.
    public let previousVersion: String, version: String
    /// The screens rebuilt, in hierarchy order.
    public let screens: [Screen]
    /// The flows rebuilt from the new version; a flow starts again at its first screen, and the
    /// screens it had pushed are closed.
    public let restartedFlows: [String]

    /// Whether every rebuilt screen kept its whole state.
    public var keptAllState: Bool { screens.allSatisfy(\.state.isComplete) }

    /// One line for the status bar: `counter (1 screen, state kept)`.
    public var summary: String {
        var parts: [String] = []
        if !screens.isEmpty {
            parts.append(screens.count == 1 ? "1 screen" : "\(screens.count) screens")
        }
        if !restartedFlows.isEmpty {
            parts.append(restartedFlows.count == 1 ? "1 flow restarted" : "\(restartedFlows.count) flows restarted")
        }
        if screens.isEmpty, restartedFlows.isEmpty {
            parts.append("nothing on screen")
        } else if !screens.isEmpty {
            let incomplete = screens.filter { !$0.state.isComplete }
            if incomplete.isEmpty {
                parts.append(screens.contains { $0.state == .migratedByModule } ? "state migrated" : "state kept")
            } else {
                parts.append(incomplete.map { "\($0.module): \($0.state.summary)" }.joined(separator: "; "))
            }
        }
        return "\(plugin) \(version) (\(parts.joined(separator: ", ")))"
    }
}

/// Why a new plugin version could not take over the running app. Nothing was changed: the old
/// version keeps running, with its state.
public struct PluginSwapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The plugin.
    public let plugin: String
    /// Why not, for the user.
    public let reason: String

    /// Creates an error.
    public init(plugin: String, _ reason: String) {
        self.plugin = plugin
        self.reason = reason
    }

    public var description: String { "\(plugin): \(reason)" }
}
