import ArgumentParser
import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

/// Turning a config file into a running window: load its plugins (examined in a child process
/// first, so a crashing plugin is reported instead of taking the shell down) and validate it,
/// printing every problem; then build it.
@MainActor
enum AppLaunch {
    /// The built app, or, after printing why the app cannot start, the exit status to end
    /// with (a plugin failure's own status, see ``LassoConfig/Diagnostic``'s `exitStatus`).
    /// Its plugins' records are in the store `storage` opens (none: in memory, and no log), its
    /// plugins' log lines go to `log`, and its user is the system account running the shell.
    static func buildApp(configPath: String, storage: StorageOption? = nil, log: LogSink = .discarding)
        -> Result<LiveApp, ExitCode>
    {
        let config: AppConfig
        switch loadConfig(configPath: configPath) {
        case .success(let loaded): config = loaded
        case .failure(let status): return .failure(status)
        }
        var services = SessionServices.inMemory()
        if let storage {
            switch storage.open(config: configPath, appConfig: config) {
            case .success(let opened):
                services = SessionServices(
                    user: .systemAccount, storage: opened, log: log, http: HostNetwork.transport)
            case .failure(let status): return .failure(status)
            }
        }
        do {
            return .success(try AppBuilder().build(config, in: Window(), services: services))
        } catch {
            ConfigCommandOutput.report(error.diagnostics)
            return .failure(.failure)
        }
    }

    /// The valid config at `configPath`, its plugins loaded, or, after printing every problem and
    /// why the app cannot start, the exit status to end with.
    static func loadConfig(configPath: String) -> Result<AppConfig, ExitCode> {
        let result = ConfigCommandOutput.load(configPath, into: .shared)
        ConfigCommandOutput.report(result.diagnostics)
        guard let config = result.validConfig else {
            ShellOutput.report(
                .error(
                    "the app cannot start: the config has errors", file: configPath,
                    hint: "fix them and run again; `\(ShellProgram.name) validate \(configPath)` lists them"))
            return .failure(ExitCode(result.diagnostics.exitStatus))
        }
        return .success(config)
    }
}
