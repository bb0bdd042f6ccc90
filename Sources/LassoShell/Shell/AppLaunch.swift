import Foundation
import Lasso
import LassoConfig
import LassoPlugin

/// Turning a config file into a running window: load its plugins (examined in a child process
/// first, so a crashing plugin is reported instead of taking the shell down) and validate it,
/// printing every problem; then build it.
@MainActor
enum AppLaunch {
    /// The built app, or `nil` after printing why the app cannot start.
    static func buildApp(configPath: String) -> LiveApp? {
        let result = ConfigCommandOutput.load(configPath, into: .shared)
        ConfigCommandOutput.report(result.diagnostics)
        guard let config = result.validConfig else {
            ShellOutput.standardError("\(configPath) has errors; fix them and run again (`lasso-shell validate \(configPath)` lists them)")
            return nil
        }
        do {
            return try AppBuilder().build(config, in: Window())
        } catch {
            ConfigCommandOutput.report(error.diagnostics)
            return nil
        }
    }
}
