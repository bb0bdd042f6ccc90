import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// Committing a plugin's new version into the registry.
@MainActor
@Suite("Plugin upgrades")
struct PluginUpgradeTests {
    private func registry() throws -> ModuleRegistry {
        let registry = ModuleRegistry()
        try PluginOpener(registry: registry).registerLinked(origin: "greeting") { describePlugin(GreetingPlugin.self) }
        return registry
    }

    /// The upgrade a staged load of `definition` would give (its registration run aside).
    private func upgrade<Definition: LassoPluginDefinition>(of registry: ModuleRegistry, to definition: Definition.Type)
        throws -> PluginUpgrade
    {
        let aside = ModuleRegistry()
        let plugin = try PluginOpener(registry: aside).registerLinked(origin: "next") { describePlugin(definition) }
        let previous = try #require(registry.plugins[plugin.name])
        return PluginUpgrade(
            previous: previous, plugin: plugin, modules: plugin.moduleNames.compactMap(aside.module(named:)),
            settings: aside.settings.declarations[plugin.name] ?? [])
    }

    @Test func theNewVersionsModulesReplaceTheOldOnesAndTheOldVersionIsRetired() throws {
        let registry = try registry()
        let old = try #require(registry.plugins["greeting"])
        try registry.commit(upgrade(of: registry, to: GreetingNextPlugin.self))
        #expect(registry.plugins["greeting"]?.version == "1.1.0")
        #expect(registry.moduleNames == ["greeting.hello"])
        #expect(registry.module(named: "greeting.hello")?.moduleType == GreetingScreenModule.self)
        #expect(registry.retiredPlugins == [old])
    }

    @Test func anUpgradeOfAVersionThatIsNoLongerRegisteredChangesNothing() throws {
        let registry = try registry()
        let first = try upgrade(of: registry, to: GreetingNextPlugin.self)
        let second = try upgrade(of: registry, to: GreetingNextPlugin.self)
        try registry.commit(first)
        let error = try #require(throws: PluginLoadError.self) { try registry.commit(second) }
        #expect(error.message.contains("changed while its new version was being loaded"))
        #expect(registry.retiredPlugins.count == 1)
    }
}

/// `greeting` 1.1.0: only `hello`, no longer the walkthrough.
enum GreetingNextPlugin: LassoPluginDefinition {
    static let name = "greeting"
    static let version = "1.1.0"
    static let summary = "Fewer greetings"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(GreetingScreenModule.self, as: "hello")
    }
}
