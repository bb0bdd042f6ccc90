import Lasso
import LassoPlugin
import LassoPluginHost

/// A screen module for registration tests.
enum GreetingScreenModule: ScreenModule {
    enum Action: Sendable { case didTapWave }
    enum Output: Equatable, Codable {
        case didWave(name: String, times: Int)
        case didLeave
    }
    struct State: Equatable, Codable {
        var name = "world"
        var times = 0
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: GreetingStore) -> Screen {
        Screen(store, ViewController())
    }
}

final class GreetingStore: LassoStore<GreetingScreenModule> {
    override func handleAction(_ action: Action) {
        update { $0.times += 1 }
        dispatchOutput(.didWave(name: state.name, times: state.times))
    }
}

/// A navigation flow module for registration tests.
enum WalkthroughFlowModule: NavigationFlowModule {
    enum Output: Equatable, Codable { case didFinish }
    typealias RequiredContext = NavigationController
}

final class WalkthroughFlow: Flow<WalkthroughFlowModule> {
    override func createInitialController() -> ViewController {
        GreetingScreenModule.createScreen().controller
    }
}

enum GreetingPlugin: LassoPluginDefinition {
    static let name = "greeting"
    static let version = "1.2.3"
    static let summary = "Greets"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(GreetingScreenModule.self, as: "hello", outputs: ["didWave", "didLeave"])
        try registrar.registerFlow(WalkthroughFlowModule.self, as: "greeting.walkthrough", outputs: ["didFinish"]) {
            WalkthroughFlow()
        }
    }
}

/// Registers a module outside its namespace.
enum TrespassingPlugin: LassoPluginDefinition {
    static let name = "trespass"
    static let version = "1.0.0"
    static let summary = "Registers into another plugin's namespace"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(GreetingScreenModule.self, as: "greeting.hello")
    }
}

/// Registers the same name twice.
enum TwicePlugin: LassoPluginDefinition {
    static let name = "twice"
    static let version = "1.0.0"
    static let summary = "Registers a name twice"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(GreetingScreenModule.self, as: "same")
        try registrar.registerScreen(GreetingScreenModule.self, as: "same")
    }
}

/// Refuses to register.
enum FailingPlugin: LassoPluginDefinition {
    struct Unconfigured: Error, CustomStringConvertible {
        var description: String { "missing API key" }
    }

    static let name = "failing"
    static let version = "1.0.0"
    static let summary = "Fails"

    static func register(in registrar: PluginRegistrar) throws {
        throw Unconfigured()
    }
}

/// Has a version that is not semantic.
enum BadVersionPlugin: LassoPluginDefinition {
    static let name = "badversion"
    static let version = "one"
    static let summary = "Bad version"

    static func register(in registrar: PluginRegistrar) throws {}
}

/// Declares two settings beside its screen.
enum SettingsDeclaringPlugin: LassoPluginDefinition {
    static let name = "tuned"
    static let version = "1.0.0"
    static let summary = "Declares settings"
    static let precision = PluginSetting.integer(
        "precision", title: "Decimal places", default: 2, in: 0...6, help: "How many decimal places a result shows.")
    static let compact = PluginSetting.toggle("compact", title: "Compact", default: false, help: "Fewer blank lines.")

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(GreetingScreenModule.self, as: "main")
        try registrar.declare(precision)
        try registrar.declare(compact)
    }
}

/// Declares a setting whose default is out of its range.
enum BadSettingPlugin: LassoPluginDefinition {
    static let name = "badsetting"
    static let version = "1.0.0"
    static let summary = "Declares a setting the host refuses"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.declare(PluginSetting.integer("places", title: "Places", default: 9, in: 0...6, help: ""))
    }
}

/// Declares one setting twice.
enum TwiceSettingPlugin: LassoPluginDefinition {
    static let name = "twicesetting"
    static let version = "1.0.0"
    static let summary = "Declares a setting twice"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.declare(PluginSetting.toggle("on", title: "On", default: true, help: ""))
        try registrar.declare(PluginSetting.toggle("on", title: "On", default: false, help: ""))
    }
}
