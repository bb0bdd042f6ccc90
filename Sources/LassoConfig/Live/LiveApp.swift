import Foundation
import Lasso
import LassoPlugin

/// A running app built from a config: the window, and everything needed to change the app
/// while it runs without losing what the user did.
///
/// - ``swap(_:)`` moves every live screen and flow of a reloaded plugin to its new version,
///   in place, keeping each screen's state;
/// - ``replaceConfig(with:)`` rebuilds the app from a changed config, keeping the state of every
///   screen that is still at the same place;
/// - ``restart()`` builds the app again from its config, dropping all state.
///
/// Each of them is all or nothing: when it fails, the app is as it was.
@MainActor
public final class LiveApp {
    /// The window the app is shown in.
    public let window: Window
    /// The registry the app's modules come from.
    public let registry: ModuleRegistry
    /// The config the app was built from.
    public var config: AppConfig { session.config }

    var session: BuildSession

    init(window: Window, registry: ModuleRegistry, session: BuildSession) {
        self.window = window
        self.registry = registry
        self.session = session
    }

    /// The modules built from the config that are in the window now, in hierarchy order.
    var liveModules: [LiveModule] {
        session.liveModules.removeAll { !$0.isAlive }
        let order = Dictionary((window.hierarchy()?.allNodes ?? []).enumerated().map { (ObjectIdentifier($1.controller), $0) }, uniquingKeysWith: { first, _ in first })
        return session.liveModules
            .compactMap { module in module.controller(in: window).flatMap { order[ObjectIdentifier($0)] }.map { (module, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// The names of the plugins whose modules are in the window now.
    public var pluginsOnScreen: Set<String> {
        Set(liveModules.compactMap { registry.module(named: $0.name)?.pluginName })
    }

    /// Builds the app again from its config, as at start: every screen starts from its initial
    /// state. Throws, leaving the app as it was, when the config no longer builds (a plugin
    /// it needs is gone).
    public func restart() throws(ConfigBuildError) {
        try rebuild(from: config, keepingState: false)
    }

    /// Builds `config` into a scratch window and, when all of it built, moves it into the
    /// window, optionally giving each screen at the same place the state it had.
    @discardableResult
    func rebuild(from config: AppConfig, keepingState: Bool) throws(ConfigBuildError) -> [String: StateAdoption] {
        var states: [String: Data] = [:]
        if keepingState {
            for module in liveModules {
                if let store = module.store, store.isStateCodable, let data = try? store.encodedState() {
                    states[module.placeKey] = data
                }
            }
        }
        let selectedTabs = selectedTabTitles()
        let scratch = Window()
        let newSession = try BuildSession.build(config, registry: registry, window: window, placingRootIn: scratch)
        let root = scratch.rootViewController
        scratch.rootViewController = nil
        window.rootViewController = root
        session = newSession
        var adopted: [String: StateAdoption] = [:]
        for module in newSession.liveModules {
            guard let previous = states[module.placeKey], let store = module.store else { continue }
            adopted[module.placeKey] = (try? store.adoptState(from: previous, previousVersion: nil)) ?? .reset(reason: "its state could not be moved")
        }
        restoreSelectedTabs(selectedTabs)
        return adopted
    }

    /// The selected tab's title of each tab bar in the window, by the tab titles it shows.
    private func selectedTabTitles() -> [[String]: String] {
        var selected: [[String]: String] = [:]
        for node in window.hierarchy()?.allNodes ?? [] {
            guard let tabs = node.controller as? TabBarController, tabs.tabTitles.indices.contains(tabs.selectedIndex) else { continue }
            selected[tabs.tabTitles] = tabs.tabTitles[tabs.selectedIndex]
        }
        return selected
    }

    /// Selects again, in every tab bar that still has it, the tab that was selected.
    private func restoreSelectedTabs(_ selected: [[String]: String]) {
        let previous = Array(selected.values)
        for node in window.hierarchy()?.allNodes ?? [] {
            guard let tabs = node.controller as? TabBarController else { continue }
            let title = selected[tabs.tabTitles] ?? previous.first { tabs.tabTitles.contains($0) }
            if let title, let index = tabs.tabTitles.firstIndex(of: title) { tabs.selectedIndex = index }
        }
    }
}
