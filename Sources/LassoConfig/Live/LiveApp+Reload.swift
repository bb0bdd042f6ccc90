import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

extension LiveApp {
    /// Loads the plugin file at `path` (which the app loaded before) as the next version of its
    /// plugin and moves the app to it (``swap(_:)``).
    ///
    /// The file is copied once (``PluginImageCopy``), and the copy is what is checked (the
    /// config's SHA-256 pin, if any), examined in a child process by `loader`'s scanner
    /// (descriptor, ABI, runtime release and compiler, a registration that does not crash or hang), and loaded
    /// beside the running version. Whatever fails, the running version keeps running with its
    /// state, and the outcome says why. With a `scanner` started ahead of time, the main thread
    /// is not blocked while the child examines the plugin.
    ///
    /// `willRunNewVersion` is called once the examination found the new version fine, right
    /// before its code first runs in this process (its registration): the last moment to save
    /// what a plugin behaving differently here (an `exit()`, a crash, a hang) would take down.
    package func reloadPlugin(
        at path: String, with loader: PluginAdmission, scanner: WarmPluginScanner?,
        willRunNewVersion: () -> Void
    ) async -> ReloadOutcome {
        await Self.reloadPlugin(
            at: path, in: [self], registry: registry, config: config, with: loader, scanner: scanner,
            willRunNewVersion: willRunNewVersion)
    }

    /// Loads the plugin file at `path` once, as ``reloadPlugin(at:with:scanner:willRunNewVersion:)``
    /// does, and moves every app of `apps` (sessions sharing `registry`, built from `config`) to
    /// it, all or nothing. With no app, the registry alone moves (the next session is built with
    /// it). The outcome reports the first app's screens and flows.
    package static func reloadPlugin(
        at path: String, in apps: [LiveApp], registry: ModuleRegistry, config: AppConfig,
        with loader: PluginAdmission, scanner: WarmPluginScanner?, willRunNewVersion: () -> Void
    ) async -> ReloadOutcome {
        guard let current = registry.plugin(loadedFrom: path) else {
            return .pluginRefused(
                plugin: (path as NSString).lastPathComponent, reason: "the app did not load it from \(path)",
                restartNeeded: true)
        }
        let copy: PluginImageCopy
        do {
            copy = try loader.prepare(
                path, options: PluginLoadOptions(expectedSHA256: config.pinnedSHA256(ofPluginAt: path)))
        } catch {
            return .pluginRefused(plugin: current.name, reason: error.userReason, restartNeeded: false)
        }
        defer { copy.discard() }
        if copy.sourceStamp == current.imageStamp { return .unchanged(plugin: current.name) }
        let report: PluginScanReport?
        if let scanner {
            do {
                report = try await loader.examine(copy, with: scanner)
            } catch {
                return .pluginRefused(
                    plugin: current.name,
                    reason:
                        "the new version was not examined: \(error) (a new version runs in the app only once examined in a child; reload again, or restart \(HostProgram.current.name))",
                    restartNeeded: false)
            }
        } else {
            report = loader.examine(copy)
        }
        if let error = report?.error {
            return .pluginRefused(
                plugin: current.name, reason: error.userReason, restartNeeded: error.kind == .incompatibleRuntime)
        }
        let upgrade: PluginUpgrade
        willRunNewVersion()
        do {
            upgrade = try loader.opener.stageUpgrade(copy, of: current)
        } catch {
            return .pluginRefused(
                plugin: current.name, reason: error.userReason, restartNeeded: error.kind == .incompatibleRuntime)
        }
        do {
            let reports = try swap(upgrade, in: apps, registry: registry)
            return .swapped(
                reports.first
                    ?? PluginSwapReport(
                        plugin: current.name, previousVersion: current.version, version: upgrade.plugin.version,
                        screens: [], flows: []))
        } catch {
            return .pluginRefused(plugin: current.name, reason: error.reason, restartNeeded: false)
        }
    }

    /// Reads the app's config file again with `loader` (which loads plugins it newly names)
    /// and, when it is valid and builds, shows it (``replaceConfig(with:)``).
    package func reloadConfig(with loader: ConfigValidator) -> ReloadOutcome {
        let newConfig: AppConfig
        switch loader.loadValid(config.file) {
        case .success(let loaded): newConfig = loaded
        case .failure(let refused): return .configRefused(refused.errors)
        }
        do {
            return .configReloaded(try replaceConfig(with: newConfig))
        } catch {
            return .configRefused(error.description)
        }
    }

    /// Builds the app again from its config, dropping all state (see ``restart()``).
    package func restartFromConfig() -> ReloadOutcome {
        do {
            try restart()
            return .restarted
        } catch {
            return .configRefused(error.description)
        }
    }
}

extension AppConfig {
    /// The SHA-256 digest the config pins the plugin file at `path` to, if any.
    func pinnedSHA256(ofPluginAt path: String) -> String? {
        guard let real = PluginPaths.real(path) else { return nil }
        for source in plugins {
            guard case .file(let file, let pin?) = source.kind,
                PluginPaths.real(PluginPaths.absolute(file, relativeTo: directory)) == real
            else { continue }
            return pin.value
        }
        return nil
    }
}

extension PluginLoadError {
    /// The message and what to do, without the path (the status line names the plugin).
    var userReason: String { "\(message) (\(hint))" }
}

extension ConfigValidator {
    /// Why a changed config is not taken: its errors, one a line.
    struct Invalid: Error {
        let errors: String
    }

    /// The config file at `path` read again, when it is valid; else its errors.
    func loadValid(_ path: String) -> Result<AppConfig, Invalid> {
        let result = load(contentsOf: path)
        guard let config = result.validConfig else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            return .failure(Invalid(errors: errors.map(\.description).joined(separator: "\n")))
        }
        return .success(config)
    }
}
