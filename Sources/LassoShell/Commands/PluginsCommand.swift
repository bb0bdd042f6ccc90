import ArgumentParser
import Foundation
import Lasso
import LassoPlugin

/// `lasso-shell plugins …`: look at plugins without running an app.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List, inspect and verify feature plugins.",
        subcommands: [InspectPluginCommand.self]
    )
}

/// `lasso-shell plugins inspect PLUGIN…`: load plugins and describe what they register.
struct InspectPluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Load plugins and print their descriptor and every module they register."
    )

    @Argument(help: "Plugin shared libraries (.so).")
    var plugins: [String]

    func run() throws {
        try MainActor.assumeIsolated {
            let registry = ModuleRegistry.shared
            let loader = PluginLoader(registry: registry)
            for path in plugins {
                let plugin: LoadedPlugin
                do {
                    plugin = try loader.load(path)
                } catch let error as PluginLoadError {
                    FileHandle.standardError.write(Data("lasso-shell: \(error)\n".utf8))
                    throw ExitCode(error.kind.exitStatus)
                }
                print(PluginDescription(plugin: plugin, registry: registry).text)
            }
        }
    }
}
