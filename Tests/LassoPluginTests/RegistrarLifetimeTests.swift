import CLassoPluginABI
import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// The registrar handed to a plugin is valid only while its registration runs.
@MainActor
@Suite("Registrar lifetime")
struct RegistrarLifetimeTests {
    @Test func aRegistrarKeptAfterRegistrationIsRefusedNotFreedMemory() throws {
        let registry = ModuleRegistry()
        try PluginOpener(registry: registry).registerLinked(origin: "keeper") { describePlugin(KeeperPlugin.self) }
        let kept = try #require(KeeperPlugin.kept)
        let error = try #require(throws: PluginRegistrationError.self) {
            try kept.registerScreen(KeptScreenModule.self, as: "late")
        }
        #expect(error.description.contains("after register_plugin returned"))
        #expect(registry.moduleNames == ["keeper.early"])
    }

    @Test func aCPluginsKeptHandleIsRefusedByEveryHostFunction() throws {
        // Any handle outside a running registration: what a C plugin that kept its registrar passes.
        let stale = try #require(OpaquePointer(bitPattern: 0x10_000))
        let host = HostRegistrar.hostAPI.pointee
        host.report_error?(stale, "late")
        #expect(host.register_c_screen?(stale, nil) == LASSO_STATUS_ERROR)
        #expect(host.declare_setting?(stale, "{}") == LASSO_STATUS_ERROR)
    }

    @Test func aSettingDeclaredAsTextThatIsNoDeclarationIsRefusedSayingWhatItGot() {
        let registrar = HostRegistrar(pluginName: "c", registry: ModuleRegistry())
        let reason = registrar.declareSetting(
            #"{"name": "x", "kind": "colour", "default": 1, "title": "X", "help": ""}"#)
        #expect(reason?.hasPrefix("a setting's declaration is not one (") == true)
        #expect(
            reason?.hasSuffix(#"): {"name": "x", "kind": "colour", "default": 1, "title": "X", "help": ""}"#) == true)
        #expect(registrar.declareSetting("not json") != nil)
        #expect(registrar.errors.count == 2, "each refusal fails the registration")
        #expect(registrar.settings.isEmpty)
    }
}

enum KeptScreenModule: ScreenModule {
    struct State: Equatable, Codable, Sendable { var text = "" }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<KeptScreenModule>) -> Screen { Screen(store, ViewController()) }
}

/// Keeps its registrar, as a careless plugin would.
enum KeeperPlugin: LassoPluginDefinition {
    static let name = "keeper"
    static let version = "1.0.0"
    static let summary = "Keeps its registrar"
    @MainActor static var kept: PluginRegistrar?

    static func register(in registrar: PluginRegistrar) throws {
        kept = registrar
        try registrar.registerScreen(KeptScreenModule.self, as: "early")
    }
}

/// A plugin registers at most a thousand modules; more is refused once, clearly.
@MainActor
@Suite("Registration limits")
struct RegistrationLimitTests {
    @Test func aPluginWithTooManyModulesIsRefusedWithOneClearMessage() throws {
        let error = try #require(throws: PluginLoadError.self) {
            try PluginOpener(registry: ModuleRegistry()).registerLinked(origin: "crowd") {
                describePlugin(CrowdPlugin.self)
            }
        }
        #expect(error.kind == .registrationFailed)
        #expect(
            error.message
                == "plugin 'crowd' failed to register: the plugin registers more than 1000 modules; split it into several plugins"
        )
    }
}

/// Registers 1,500 screens.
enum CrowdPlugin: LassoPluginDefinition {
    static let name = "crowd"
    static let version = "1.0.0"
    static let summary = "Too many screens"

    static func register(in registrar: PluginRegistrar) throws {
        for index in 0..<1500 {
            try? registrar.registerScreen(KeptScreenModule.self, as: "screen\(index)")
        }
    }
}
