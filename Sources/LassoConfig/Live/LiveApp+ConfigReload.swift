import Lasso
import LassoPlugin
import LassoPluginHost

/// What rebuilding the app from a changed config did.
package struct ConfigReloadReport: Sendable, Equatable {
    /// Screens at the same place (config path and module) as before, which kept their state.
    package let keptScreens: Int
    /// Screens at the same place whose state did not move whole (module names).
    package let changedScreens: [String]
    /// Screens built that were not there before.
    package let newScreens: Int

    /// One line for the status bar.
    package var summary: String {
        var parts = ["\(keptScreens) screen\(keptScreens == 1 ? "" : "s") kept state"]
        if newScreens > 0 { parts.append("\(newScreens) new") }
        if !changedScreens.isEmpty { parts.append("state not kept whole: \(changedScreens.joined(separator: ", "))") }
        return parts.joined(separator: ", ")
    }
}

extension LiveApp {
    /// Rebuilds the app from `config` (a changed version of its config, which the ``Validator``
    /// accepted, its plugins loaded): every screen that is at the same place as before (the
    /// same module at the same path in the structure: `tabs[Counter]` of the root, say) takes
    /// over the state it had; selected tabs stay selected. Screens that routes had pushed or
    /// presented are closed.
    ///
    /// All or nothing: the new structure is built aside and replaces the shown one only when
    /// all of it built. Throws what could not be built, leaving the app as it was.
    package func replaceConfig(with config: AppConfig) throws(ConfigBuildError) -> ConfigReloadReport {
        let before = Set(liveModules.map(\.placeKey))
        let adopted = try rebuild(from: config, keepingState: true)
        let built = buildSession.liveModules.filter { $0.store != nil }
        let changed = built.filter { adopted[$0.placeKey].map { !$0.isComplete } ?? false }.map(\.name)
        return ConfigReloadReport(
            keptScreens: adopted.values.filter(\.isComplete).count,
            changedScreens: changed,
            newScreens: built.filter { !before.contains($0.placeKey) }.count
        )
    }
}
