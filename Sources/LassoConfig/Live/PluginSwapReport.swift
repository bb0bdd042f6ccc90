import Lasso
import LassoPlugin
import LassoPluginHost

/// What swapping a plugin's new version into the running app did.
package struct PluginSwapReport: Sendable, Equatable {
    /// One screen rebuilt from the new version, and what became of its state.
    package struct Screen: Sendable, Equatable {
        /// The module's name (`counter.main`).
        package let module: String
        /// How its new store took over the old state.
        package let state: StateAdoption
    }

    /// The plugin's name.
    package let plugin: String
    /// The version that ran before, and the one that runs now.
    package let previousVersion: String, version: String
    /// The screens rebuilt, in hierarchy order.
    package let screens: [Screen]
    /// One flow rebuilt from the new version.
    package struct Flow: Sendable, Equatable {
        /// The module's name (`onboarding.tutorial`).
        package let module: String
        /// How many screens the old flow had pushed that the new one did not push again
        /// (all of them, unless it adopts `FlowStackRestoring`).
        package let closedScreens: Int
    }

    /// The flows rebuilt from the new version, each started again at its first screen.
    package let flows: [Flow]

    /// Whether every rebuilt screen kept its whole state.
    package var keptAllState: Bool { screens.allSatisfy(\.state.isComplete) }

    /// One line for the status bar: `counter (1 screen, state kept)`.
    package var summary: String {
        var parts: [String] = []
        if !screens.isEmpty {
            parts.append(screens.count == 1 ? "1 screen" : "\(screens.count) screens")
        }
        if !flows.isEmpty {
            parts.append(flows.count == 1 ? "1 flow" : "\(flows.count) flows")
            let closed = flows.reduce(0) { $0 + $1.closedScreens }
            if closed > 0 { parts.append("\(closed) pushed screen\(closed == 1 ? "" : "s") closed") }
        }
        if screens.isEmpty, flows.isEmpty {
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
package struct PluginSwapError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The plugin.
    package let plugin: String
    /// Why not, for the user.
    package let reason: String

    /// Creates an error.
    package init(plugin: String, _ reason: String) {
        self.plugin = plugin
        self.reason = reason
    }

    package var description: String { "\(plugin): \(reason)" }
}
