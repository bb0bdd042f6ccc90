import Foundation
import Lasso
import Testing

@testable import LassoConfig

/// Every example in config/ must parse cleanly; those using only the counter plugin must also
/// be valid against its stand-in and build. (The end-to-end tests validate every example with
/// the real plugins.)
@MainActor
@Suite("Examples in config/")
struct ExampleConfigTests {
    nonisolated static let configDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("config")

    nonisolated static var examples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: configDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    @Test func theFolderHasAnExamplePerRoutingFeature() {
        let examples = Self.examples
        for required in [
            "minimal.yaml", "push.yaml", "present.yaml", "present-navigation.yaml", "replace-root.yaml",
            "pop.yaml", "dismiss.yaml", "switch-tab.yaml", "emit.yaml", "payload.yaml",
        ] {
            #expect(examples.contains(required), "config/\(required) is missing")
        }
    }

    @Test(arguments: examples)
    func exampleIsValidAndBuilds(_ name: String) throws {
        let path = Self.configDirectory.appendingPathComponent(name).path
        let parsed = ConfigParser.parse(contentsOf: path)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.description).joined(separator: "\n"))")
        let config = try #require(parsed.config)
        let registry = try makeRegistry()
        let otherPlugins = Set(config.moduleNames.compactMap { $0.split(separator: ".").first.map(String.init) })
            .subtracting(registry.plugins.keys)
        guard otherPlugins.isEmpty else { return }
        let problems = Validator(registry: registry).validate(config)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        let window = Window()
        try AppBuilder(registry: registry).build(config, in: window)
        #expect(window.rootViewController != nil)
    }
}
