import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

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
package final class LiveApp {
    /// The window the app is shown in.
    package let window: Window
    /// The registry the app's modules come from.
    package let registry: ModuleRegistry
    /// The config the app was built from.
    package var config: AppConfig { buildSession.config }
    /// Who is using the app: whose records its plugins' stores reach.
    package var user: AppUser { buildSession.services.user }

    var buildSession: BuildSession {
        didSet { buildSession.journal = journal }
    }
    /// The session's journal, while one is on (``SessionJournal``; `--trace`).
    package internal(set) var journal: SessionJournal? {
        didSet { buildSession.journal = journal }
    }
    /// The user's theme (``HostSettings/theme``), followed into the window.
    private var themeObservation: StorageObservation?

    init(window: Window, registry: ModuleRegistry, buildSession: BuildSession) {
        self.window = window
        self.registry = registry
        self.buildSession = buildSession
        followTheUsersTheme()
    }

    /// Shows the window in the user's theme now and whenever they change it.
    private func followTheUsersTheme() {
        let hostSettings = buildSession.services.services(for: HostSettings.plugin, settings: registry.settings)
            .settings
        themeObservation = hostSettings.observe(HostSettings.theme) { [weak window] name in
            window?.requestedTheme = Theme.named(name)
        }
    }

    /// The modules built from the config that are in the window now, in hierarchy order.
    var liveModules: [LiveModule] {
        buildSession.liveModules.removeAll { !$0.isAlive }
        let order = Dictionary(
            (window.hierarchy()?.allNodes ?? []).enumerated().map { (ObjectIdentifier($1.controller), $0) },
            uniquingKeysWith: { first, _ in first })
        return buildSession.liveModules
            .compactMap { module in
                module.controller(in: window).flatMap { order[ObjectIdentifier($0)] }.map { (module, $0) }
            }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// Builds the app again from its config, as at start: every screen starts from its initial
    /// state. Throws, leaving the app as it was, when the config no longer builds (a plugin
    /// it needs is gone).
    package func restart() throws(ConfigBuildError) {
        try rebuild(from: config, keepingState: false)
    }

    /// Builds `config` into a scratch window and, when all of it built, moves it into the
    /// window, optionally giving each screen at the same place the state it had.
    @discardableResult
    func rebuild(from config: AppConfig, keepingState: Bool) throws(ConfigBuildError) -> [String: StateAdoption] {
        // One snapshot of the app as it is: its states (when kept) and its selected tabs.
        let before = session()
        let scratch = Window()
        let newSession = try BuildSession.build(
            config, registry: registry, services: buildSession.services, window: window, placingRootIn: scratch)
        let root = scratch.rootViewController
        scratch.rootViewController = nil
        window.rootViewController = root
        self.buildSession = newSession
        // A theme a screen asked for belongs to that screen's state: gone with it. The user's
        // theme is read again either way (the config may now give another).
        if !keepingState { window.requestedTheme = nil }
        followTheUsersTheme()
        var adopted: [String: StateAdoption] = [:]
        if keepingState { adopted = adopt(before.screens) }
        select(before.selectedTabs)
        return adopted
    }

    /// The app's session now: every screen's state by its place, and the selected tabs.
    /// The config file as a saved session names it: its real path.
    package var configIdentity: String {
        PluginPaths.real(config.file) ?? config.file
    }

    package func session() -> AppSession {
        var screens: [AppSession.Screen] = []
        for module in liveModules {
            guard let store = module.store, store.isStateCodable, let data = try? store.stateCoding?.encodedState(),
                let state = try? JSONValue(json: data)
            else { continue }
            let plugin = registry.module(named: module.name).flatMap { registry.plugins[$0.pluginName] }
            screens.append(AppSession.Screen(place: module.placeKey, pluginVersion: plugin?.version, state: state))
        }
        var tabs: [AppSession.TabSelection] = []
        for node in window.hierarchy()?.allNodes ?? [] {
            guard let tabBar = node.controller as? TabBarController,
                tabBar.tabTitles.indices.contains(tabBar.selectedIndex)
            else { continue }
            tabs.append(
                AppSession.TabSelection(titles: tabBar.tabTitles, selected: tabBar.tabTitles[tabBar.selectedIndex]))
        }
        return AppSession(
            format: AppSession.formatName, version: AppSession.currentVersion,
            config: configIdentity, savedAt: Date(),
            screens: screens, selectedTabs: tabs, user: user.id
        )
    }

    /// Gives every screen that is at a place `saved` has a state for that state (moved by the
    /// migration rules when another plugin version saved it), and selects the saved tabs.
    /// Returns what became of each screen's state, by place; places the app no longer has are
    /// left out.
    @discardableResult
    package func restore(_ saved: AppSession) -> [String: StateAdoption] {
        let adopted = adopt(saved.screens)
        select(saved.selectedTabs)
        return adopted
    }

    private func adopt(_ screens: [AppSession.Screen]) -> [String: StateAdoption] {
        let byPlace = Dictionary(screens.map { ($0.place, $0) }, uniquingKeysWith: { first, _ in first })
        var adopted: [String: StateAdoption] = [:]
        for module in buildSession.liveModules {
            guard let saved = byPlace[module.placeKey], let store = module.store?.stateCoding else { continue }
            do {
                adopted[module.placeKey] = try store.adoptState(
                    from: saved.state.jsonData(), previousVersion: saved.pluginVersion)
            } catch {
                adopted[module.placeKey] = .reset(reason: "\(error)")
            }
        }
        return adopted
    }

    /// Selects, in every tab bar that has it, the tab that was selected in the tab bar with the
    /// same titles (or, failing that, any saved selection it has a tab for).
    private func select(_ selections: [AppSession.TabSelection]) {
        for node in window.hierarchy()?.allNodes ?? [] {
            guard let tabs = node.controller as? TabBarController else { continue }
            let title =
                selections.first { $0.titles == tabs.tabTitles }?.selected
                ?? selections.map(\.selected).first { tabs.tabTitles.contains($0) }
            if let title, let index = tabs.tabTitles.firstIndex(of: title) { tabs.selectedIndex = index }
        }
    }
}
