import Foundation
import Lasso
import LassoConfig

/// Turning a config file into a running window: load and validate (printing every problem),
/// then build.
@MainActor
enum AppLaunch {
    /// The built window, or `nil` after printing why the app cannot start.
    static func buildWindow(configPath: String) -> Window? {
        let result = ConfigLoader().load(contentsOf: configPath)
        for diagnostic in result.diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        guard let config = result.validConfig else {
            ShellOutput.standardError("\(configPath) has errors; fix them and run again (lasso-shell validate \(configPath) lists them)")
            return nil
        }
        let window = Window()
        do {
            try AppBuilder().build(config, in: window)
        } catch {
            for diagnostic in error.diagnostics {
                FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            }
            return nil
        }
        return window
    }
}
