import Lasso
import LassoPlugin
import LassoPluginHost

/// What live reload changes: one running app (``LiveApp``, `run --watch`), or every session of
/// a served app at once (``LiveAppGroup``, `serve --watch`). The reload session that watches
/// the files drives either the same way.
@MainActor
package protocol LiveReloadable: AnyObject {
    /// The registry the apps' modules come from.
    var registry: ModuleRegistry { get }
    /// Loads the plugin file at `path` as the next version of its plugin and moves the app(s)
    /// to it, keeping each screen's state; `willRunNewVersion` is called right before the new
    /// version's code first runs in this process, once its examination in a child passed.
    func reloadPlugin(
        at path: String, with loader: PluginAdmission, scanner: WarmPluginScanner?,
        willRunNewVersion: () -> Void
    ) async -> ReloadOutcome
    /// Reads the config file again with `loader` and rebuilds the app(s) from it, keeping the
    /// state of every screen still at its place.
    func reloadConfig(with loader: ConfigValidator) -> ReloadOutcome
    /// Builds the app(s) again from the config, dropping all state.
    func restartFromConfig() -> ReloadOutcome
    /// The journals of the app(s) (``SessionJournal``), which note each reload's outcome.
    var journals: [SessionJournal] { get }
}

extension LiveApp: LiveReloadable {
    package var journals: [SessionJournal] { journal.map { [$0] } ?? [] }
}

/// Every session of a served app, built from one config with one registry: what `serve --watch`
/// reloads. A plugin is loaded once and every session moves to it; a changed config is read once
/// and every session is rebuilt from it; sessions made afterwards are built from the new config
/// (``config``) with the new plugins.
@MainActor
package final class LiveAppGroup: LiveReloadable {
    package let registry: ModuleRegistry
    /// The config sessions are built from now.
    package private(set) var config: AppConfig
    /// The sessions' apps now, asked at each reload (none until it is set).
    package var apps: @MainActor () -> [LiveApp] = { [] }

    /// A group of apps built from `config` with the plugins of `registry`.
    package init(registry: ModuleRegistry, config: AppConfig) {
        self.registry = registry
        self.config = config
    }

    /// A new app, built from the current config, for a session with `services`.
    package func makeApp(services: SessionServices) throws(ConfigBuildError) -> LiveApp {
        try AppBuilder(registry: registry).build(config, in: Window(), services: services)
    }

    package func reloadPlugin(
        at path: String, with loader: PluginAdmission, scanner: WarmPluginScanner?,
        willRunNewVersion: () -> Void
    ) async -> ReloadOutcome {
        await LiveApp.reloadPlugin(
            at: path, in: apps(), registry: registry, config: config, with: loader, scanner: scanner,
            willRunNewVersion: willRunNewVersion)
    }

    package func reloadConfig(with loader: ConfigValidator) -> ReloadOutcome {
        let newConfig: AppConfig
        switch loader.loadValid(config.file) {
        case .success(let loaded): newConfig = loaded
        case .failure(let refused): return .configRefused(refused.errors)
        }
        do throws(ConfigBuildError) {
            // Built aside first: a config that does not build changes no session.
            _ = try AppBuilder(registry: registry).build(newConfig, in: Window())
            var first: ConfigReloadReport?
            for app in apps() {
                let report = try app.replaceConfig(with: newConfig)
                if first == nil { first = report }
            }
            config = newConfig
            return .configReloaded(first ?? ConfigReloadReport(keptScreens: 0, changedScreens: [], newScreens: 0))
        } catch {
            return .configRefused(error.description)
        }
    }

    package var journals: [SessionJournal] { apps().compactMap(\.journal) }

    package func restartFromConfig() -> ReloadOutcome {
        for app in apps() {
            if case .configRefused(let reason) = app.restartFromConfig() { return .configRefused(reason) }
        }
        return .restarted
    }
}
