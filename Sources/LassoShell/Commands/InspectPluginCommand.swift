import ArgumentParser
import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

/// `lasso-shell plugins inspect PLUGIN…`: load plugins and describe what they register.
struct InspectPluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Load plugins and print their descriptor and every module they register."
    )

    @Argument(help: "Plugin shared libraries (.so).")
    var plugins: [String]

    @Flag(help: "Print a JSON array with one description per plugin instead of text.")
    var json = false

    @Flag(help: "Say on standard error whether each plugin was examined now or found in the cache.")
    var verbose = false

    func run() throws {
        try MainActor.assumeIsolated {
            let registry = ModuleRegistry.shared
            let examination = PluginExamination(registry: registry, verbose: verbose)
            defer { examination.finish() }
            var reports: [PluginScanReport] = []
            for path in plugins {
                let plugin: LoadedPlugin
                do throws(PluginLoadError) {
                    plugin = try examination.admission.load(path)
                } catch {
                    throw ExitCode(ShellOutput.report(error.programMessage))
                }
                if json {
                    let modules = plugin.moduleNames.compactMap { registry.module(named: $0) }.map(ModuleSummary.init)
                    var report = PluginScanReport(path: path, identity: PluginIdentity(plugin), modules: modules)
                    report.settings = registry.settings.declarations[plugin.name]
                    reports.append(report)
                } else {
                    print(PluginDescription(plugin: plugin, registry: registry).text)
                }
            }
            if json { print(ShellOutput.json(reports)) }
        }
    }
}
