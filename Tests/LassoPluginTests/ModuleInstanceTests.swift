import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

@MainActor
@Suite("Instances of registered modules")
struct ModuleInstanceTests {
    let registry = ModuleRegistry()

    init() throws {
        try PluginOpener(registry: registry).registerLinked(origin: "greeting") { describePlugin(GreetingPlugin.self) }
    }

    @Test func initialStateFieldsOverrideTheDefaults() throws {
        let module = try #require(registry.module(named: "greeting.hello"))
        let instance = try module.instantiate(Data(#"{"name":"Ann"}"#.utf8), .inMemoryForTests)
        let window = Window()
        try instance.place(.controller(root(of: window)))
        let state =
            try JSONSerialization.jsonObject(with: try #require(instance.store as? any StateCodingStore).encodedState())
            as? [String: Any]
        #expect(state?["name"] as? String == "Ann")
        #expect(state?["times"] as? Int == 0)
        #expect(window.rootViewController === instance.controller())
    }

    @Test func initialStateThatDoesNotDecodeNamesTheField() throws {
        let module = try #require(registry.module(named: "greeting.hello"))
        #expect {
            try module.validateParameters(Data(#"{"times":"many"}"#.utf8))
        } throws: { error in
            "\(error)".contains("'times'")
        }
    }

    @Test func outputsReachTheHostWithTheirPayloadAsJSON() throws {
        let module = try #require(registry.module(named: "greeting.hello"))
        let instance = try module.instantiate(nil, .inMemoryForTests)
        var outputs: [ModuleOutput] = []
        instance.observeOutput { outputs.append($0) }
        try instance.place(.controller(root(of: Window())))
        let store = try #require(instance.store as? GreetingStore)
        store.dispatchAction(.didTapWave)
        #expect(outputs.map(\.name) == ["didWave"])
        let payload = try JSONSerialization.jsonObject(with: outputs[0].payload) as? [String: Any]
        #expect(payload?["name"] as? String == "world")
        #expect(payload?["times"] as? Int == 1)
    }

    @Test func outputWithoutPayloadHasAnEmptyObject() {
        let output = encodeOutput(GreetingScreenModule.Output.didLeave)
        #expect(output.name == "didLeave")
        #expect(String(decoding: output.payload, as: UTF8.self) == "{}")
    }

    @Test func navigationFlowRefusesAPlainControllerPlacement() throws {
        let module = try #require(registry.module(named: "greeting.walkthrough"))
        let instance = try module.instantiate(nil, .inMemoryForTests)
        #expect(throws: PluginModuleError.needsNavigationContext("LassoPluginTests.WalkthroughFlowModule")) {
            try instance.place(.controller(root(of: Window())))
        }
    }

    @Test func navigationFlowStartsInANavigationContext() throws {
        let module = try #require(registry.module(named: "greeting.walkthrough"))
        let instance = try module.instantiate(nil, .inMemoryForTests)
        let navigation = NavigationController()
        try instance.place(.navigation(root(of: navigation)))
        #expect(navigation.viewControllers.count == 1)
        #expect(instance.controller() === navigation.rootViewController)
    }
}
