import ArgumentParser
import Foundation
import LassoConfig
import LassoPlugin
import LassoPluginHost

/// `lasso-shell validate app.yaml`: load a config file's plugins and check the file, reporting
/// every problem as `file:line:column: error: message (hint: …)` on standard error. The exit
/// status is 0 only for a valid file.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a config file and report every problem; exit 0 only when it is valid.",
        discussion: """
            Loads the plugins the file names, then checks its syntax, keys and values, the screen, \
            flow and output names against the plugins, initial states, navigation contexts, routes \
            and config flows. Each problem is printed as file:line:column: error: message (hint: …). \
            Exits 0 when valid, with a plugin's own status (see `plugins --help`) when a plugin \
            failed to load, else 1.
            """
    )

    @Argument(help: "The app's config file (YAML or JSON).")
    var config: String

    func run() throws {
        let status = MainActor.assumeIsolated { check() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func check() -> Int32 {
        let registry = ModuleRegistry.shared
        let result = ConfigCommandOutput.load(config, into: registry)
        ConfigCommandOutput.report(result.diagnostics)
        guard result.validConfig != nil else {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            ShellOutput.report(.error("\(errors) error\(errors == 1 ? "" : "s")", file: config))
            return result.diagnostics.exitStatus
        }
        let plugins = registry.plugins.count
        let modules = registry.modules.count
        print(
            "\(config): valid (\(plugins) plugin\(plugins == 1 ? "" : "s"), \(modules) module\(modules == 1 ? "" : "s"))"
        )
        return 0
    }
}
