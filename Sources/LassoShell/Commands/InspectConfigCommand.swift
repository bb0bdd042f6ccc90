import ArgumentParser
import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

/// `lasso-shell inspect app.yaml [--json]`: build the app a config file describes, without
/// running it, and print its controller hierarchy as an indented tree or as JSON.
struct InspectConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Build the app a config file describes and print its controller hierarchy.",
        discussion: """
            Loads the plugins the file names, validates it (as `validate` does), builds it into a \
            window and prints one line per controller: where it is placed, its class, its title, the \
            registered module it shows and whether it is visible. Use --json for a machine-readable tree.
            """
    )

    @Argument(help: "The app's config file (YAML or JSON).")
    var config: String

    @Flag(help: "Print the hierarchy as JSON.")
    var json = false

    func run() throws {
        let status = MainActor.assumeIsolated { inspect() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func inspect() -> Int32 {
        let window: Window
        switch AppLaunch.buildApp(configPath: config) {
        case .success(let app): window = app.window
        case .failure(let status): return status.rawValue
        }
        // Controllers off screen load their views (and so set their titles) only when shown;
        // load them all so that every title appears.
        for node in window.hierarchy()?.allNodes ?? [] {
            node.controller.loadViewIfNeeded()
        }
        let description = HierarchyDescription(window: window, registry: .shared)
        print(json ? description.json : description.text)
        return 0
    }
}
