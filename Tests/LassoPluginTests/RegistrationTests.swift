import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

@MainActor
@Suite("Plugin registration")
struct RegistrationTests {
    let registry = ModuleRegistry()
    var loader: PluginOpener { PluginOpener(registry: registry) }

    @Test func modulesAreNamespacedByPlugin() throws {
        let plugin = try loader.registerLinked(origin: "greeting") { describePlugin(GreetingPlugin.self) }
        #expect(plugin.name == "greeting")
        #expect(plugin.version == "1.2.3")
        #expect(plugin.moduleNames == ["greeting.hello", "greeting.walkthrough"])
        let hello = try #require(registry.module(named: "greeting.hello"))
        #expect(hello.kind == .screen)
        #expect(hello.pluginName == "greeting")
        #expect(hello.requiredContext == .any)
        #expect(hello.outputs == ["didWave", "didLeave"])
        #expect(hello.parameterNames == ["name", "times"])
        let walkthrough = try #require(registry.module(named: "greeting.walkthrough"))
        #expect(walkthrough.kind == .flow)
        #expect(walkthrough.requiredContext == .navigation)
    }

    @Test func moduleNameOutsideThePluginNamespaceIsRefused() {
        #expect {
            try loader.registerLinked(origin: "trespass") { describePlugin(TrespassingPlugin.self) }
        } throws: { error in
            let error = error as? PluginLoadError
            return error?.kind == .registrationFailed
                && error?.message.contains("outside the plugin's namespace 'trespass.'") == true
        }
        #expect(registry.moduleNames.isEmpty)
    }

    @Test func duplicateModuleNameIsRefused() {
        #expect {
            try loader.registerLinked(origin: "twice") { describePlugin(TwicePlugin.self) }
        } throws: { error in
            (error as? PluginLoadError)?.message.contains("'twice.same' is registered twice") == true
        }
    }

    @Test func duplicatePluginIsRefused() throws {
        try loader.registerLinked(origin: "first") { describePlugin(GreetingPlugin.self) }
        #expect {
            try loader.registerLinked(origin: "second") { describePlugin(GreetingPlugin.self) }
        } throws: { error in
            let error = error as? PluginLoadError
            return error?.kind == .duplicatePlugin && error?.message.contains("already provided by first") == true
        }
    }

    @Test func declaredSettingsReachTheRegistrysCatalogInOrder() throws {
        try loader.registerLinked(origin: "tuned") { describePlugin(SettingsDeclaringPlugin.self) }
        #expect(registry.settings.declarations["tuned"]?.map(\.name) == ["precision", "compact"])
        #expect(
            registry.settings.declaration("precision", of: "tuned") == SettingsDeclaringPlugin.precision.declaration)
    }

    @Test func aSettingTheHostRefusesFailsTheLoadSayingWhyOnce() {
        #expect {
            try loader.registerLinked(origin: "badsetting") { describePlugin(BadSettingPlugin.self) }
        } throws: { error in
            (error as? PluginLoadError)?.message
                == "plugin 'badsetting' failed to register: setting 'places': its default 9 is not a whole number from 0 to 6"
        }
        #expect {
            try loader.registerLinked(origin: "twicesetting") { describePlugin(TwiceSettingPlugin.self) }
        } throws: { error in
            (error as? PluginLoadError)?.message
                == "plugin 'twicesetting' failed to register: setting 'on' is declared twice"
        }
        #expect(
            registry.settings.declarations["badsetting"] == nil && registry.settings.declarations["twicesetting"] == nil
        )
    }

    @Test func registrationErrorCarriesThePluginsMessage() {
        #expect {
            try loader.registerLinked(origin: "failing") { describePlugin(FailingPlugin.self) }
        } throws: { error in
            let error = error as? PluginLoadError
            return error?.kind == .registrationFailed && error?.message.contains("missing API key") == true
        }
    }

    @Test func nonSemanticVersionIsRefusedBeforeRegistration() {
        #expect {
            try loader.registerLinked(origin: "bad") { describePlugin(BadVersionPlugin.self) }
        } throws: { error in
            let error = error as? PluginLoadError
            return error?.kind == .invalidDescriptor && error?.message.contains("'one'") == true
        }
    }

    @Test func aLinkedPluginRecordsThisRuntimeAndCompiler() throws {
        let plugin = try loader.registerLinked(origin: "greeting") { describePlugin(GreetingPlugin.self) }
        #expect(plugin.runtimeStamp == RuntimeRelease.stamp)
        #expect(plugin.abiMajor == PluginABI.major)
    }
}
