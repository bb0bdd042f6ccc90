import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// A registry holding the `test` and stand-in `counter` plugins, registered in-process.
@MainActor
func makeRegistry() throws -> ModuleRegistry {
    let registry = ModuleRegistry()
    let loader = PluginOpener(registry: registry)
    try loader.registerLinked(origin: "TestPlugin") { describePlugin(TestPlugin.self) }
    try loader.registerLinked(origin: "CounterStandInPlugin") { describePlugin(CounterStandInPlugin.self) }
    return registry
}

/// Parses and validates `yaml` (named `app.yaml`) against `registry`; returns every diagnostic.
@MainActor
func diagnostics(_ yaml: String, registry: ModuleRegistry? = nil) throws -> [Diagnostic] {
    let registry = try registry ?? makeRegistry()
    let parsed = ConfigParser.parse(yaml, file: "app.yaml", directory: "/nonexistent")
    guard let config = parsed.config else { return parsed.diagnostics }
    return (parsed.diagnostics + Validator(registry: registry).validate(config)).sortedForDisplay
}

/// The diagnostics of `yaml` as `line:column: message` lines, without the file name.
@MainActor
func problems(_ yaml: String, registry: ModuleRegistry? = nil) throws -> [String] {
    try diagnostics(yaml, registry: registry).map { "\($0.line):\($0.column): \($0.message)" }
}

/// A built app: its window and registry.
@MainActor
struct BuiltApp {
    let window: Window
    let registry: ModuleRegistry

    /// Every controller in the window, depth first (containers, then presented).
    var controllers: [ViewController] {
        window.hierarchy()?.allNodes.map(\.controller) ?? []
    }

    /// The first controller titled `title`.
    func controller(titled title: String) -> ViewController? {
        controllers.first { $0.title == title && !($0 is NavigationController) }
    }

    /// Makes the screen titled `title` emit `output`.
    func send(_ output: TestOutput, from title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let store = controller(titled: title)?.screenStore as? any OutputSending else {
            Issue.record("no test screen titled '\(title)' in:\n\(tree)", sourceLocation: sourceLocation)
            return
        }
        store.send(output)
    }

    /// The tree `inspect` prints.
    var tree: String {
        HierarchyDescription(window: window, registry: registry).text
    }
}

/// Parses, validates and builds `yaml`; records an issue for any diagnostic.
@MainActor
func build(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> BuiltApp {
    let registry = try makeRegistry()
    let found = try diagnostics(yaml, registry: registry)
    #expect(
        found.isEmpty, "unexpected diagnostics:\n\(found.map(\.description).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    let parsed = ConfigParser.parse(yaml, file: "app.yaml", directory: "/nonexistent")
    let config = try #require(parsed.config, sourceLocation: sourceLocation)
    let window = Window()
    try AppBuilder(registry: registry).build(config, in: window)
    return BuiltApp(window: window, registry: registry)
}

extension AppConfig {
    /// Every `plugin.module` name the config uses, routes and config flows included.
    var moduleNames: [String] {
        func names(in node: ConfigNode) -> [String] {
            switch node {
            case .screen(let module), .flow(let module):
                return (module.isConfigFlowReference ? [] : [module.name.value])
                    + module.routes.compactMap(\.action.target).flatMap(names)
            case .navigation(let navigation): return ([navigation.root] + navigation.pushed).flatMap(names)
            case .tabs(let tabs): return tabs.tabs.map(\.node).flatMap(names)
            case .modal(let modal): return names(in: modal.over) + names(in: modal.modal)
            }
        }
        return ([root] + flows.map(\.root)).flatMap(names)
    }
}
