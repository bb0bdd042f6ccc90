import Lasso
import LassoPlugin
import LassoPluginHost

/// What the test screens emit; every case is one output name.
enum TestOutput: Equatable, Codable, Sendable {
    case didSelect(id: String, index: Int)
    case didFinish
    case didClose
    case didNext
}

/// The one action of the test screens: emit an output.
enum TestAction: Sendable, Equatable {
    case send(TestOutput)
}

/// A store that can be told to emit an output, whatever its module.
@MainActor
protocol OutputSending: AnyObject {
    func send(_ output: TestOutput)
}

/// The store of every test screen: `.send(output)` emits `output`.
final class EchoStore<Module: StoreModule>: LassoStore<Module>, OutputSending
where Module.Action == TestAction, Module.Output == TestOutput {
    override func handleAction(_ action: TestAction) {
        if case .send(let output) = action { dispatchOutput(output) }
    }

    func send(_ output: TestOutput) {
        dispatchAction(.send(output))
    }
}

/// The controller of every test screen; it shows nothing but its title.
final class TestScreenController: ViewController {
    let kind: String

    init(kind: String, title: String) {
        self.kind = kind
        super.init()
        self.title = title
    }
}

/// `test.list`: a list of ids.
enum ListModule: ScreenModule {
    typealias Action = TestAction
    typealias Output = TestOutput
    struct State: Equatable, Codable, Sendable {
        var title = "List"
        var items: [String] = []
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: EchoStore<ListModule>) -> Screen {
        Screen(store, TestScreenController(kind: "list", title: store.state.title))
    }
}

/// `test.detail`: one contact.
enum DetailModule: ScreenModule {
    typealias Action = TestAction
    typealias Output = TestOutput
    struct State: Equatable, Codable, Sendable {
        var title = "Detail"
        var contactId = ""
        var count = 0
        /// `nil` by default, so its encoded default state has no such field.
        var note: String?
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: EchoStore<DetailModule>) -> Screen {
        Screen(store, TestScreenController(kind: "detail", title: store.state.title))
    }
}

/// `test.wizard`: a navigation flow starting with a list; `didNext` of its screens pushes a
/// detail, `didFinish` finishes the flow.
enum WizardFlowModule: NavigationFlowModule {
    enum Output: Equatable, Codable, Sendable { case didFinish }
    typealias RequiredContext = NavigationController
}

final class WizardFlow: Flow<WizardFlowModule> {
    override func createInitialController() -> ViewController {
        screen(ListModule.createScreen(with: ListModule.State(title: "Wizard")))
    }

    private func screen<Module: ScreenModule>(_ screen: AnyScreen<Module>) -> ViewController
    where Module.Output == TestOutput {
        screen.observeOutput { [weak self] output in
            guard let self else { return }
            switch output {
            case .didNext:
                if let context { DetailModule.createScreen().place(with: pushed(in: context)) }
            case .didFinish:
                dispatchOutput(.didFinish)
            default:
                break
            }
        }
        return screen.controller
    }
}

/// `test.intro`: a flow placed anywhere, with a greeting parameter, showing one detail screen.
enum IntroFlowModule: FlowModule {
    enum Output: Equatable, Codable, Sendable { case didFinish }
}

struct IntroParameters: Codable, Sendable {
    var greeting = "Hello"
}

final class IntroFlow: Flow<IntroFlowModule> {
    let parameters: IntroParameters

    init(parameters: IntroParameters) {
        self.parameters = parameters
        super.init()
    }

    override func createInitialController() -> ViewController {
        DetailModule.createScreen(with: DetailModule.State(title: parameters.greeting))
            .observeOutput { [weak self] output in
                if output == .didFinish { self?.dispatchOutput(.didFinish) }
            }
            .controller
    }
}

/// The `test` plugin: screens `test.list` and `test.detail`, flows `test.wizard` (navigation)
/// and `test.intro` (anywhere, with parameters).
enum TestPlugin: LassoPluginDefinition {
    static let name = "test"
    static let version = "1.0.0"
    static let summary = "Screens and flows for the config tests"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(
            ListModule.self, as: "list", outputs: ["didSelect", "didFinish", "didClose", "didNext"])
        try registrar.registerScreen(DetailModule.self, as: "detail", outputs: ["didFinish", "didClose", "didNext"])
        try registrar.registerFlow(WizardFlowModule.self, as: "wizard", outputs: ["didFinish"]) { WizardFlow() }
        try registrar.registerFlow(
            IntroFlowModule.self, as: "intro", outputs: ["didFinish"], parameters: IntroParameters()
        ) {
            IntroFlow(parameters: $0)
        }
    }
}

/// A stand-in for the real `counter` plugin (whose library cannot be loaded into the test
/// process, which has its own copy of the runtime): `counter.main` with the same state and
/// output, so the examples in config/ validate against it.
enum CounterModule: ScreenModule {
    enum Action: Sendable, Equatable { case didTapIncrement }
    enum Output: Equatable, Codable, Sendable { case didReachLimit(count: Int) }
    struct State: Equatable, Codable, Sendable {
        var count = 0
        var limit = 10
        var title = "Counter"
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, TestScreenController(kind: "counter", title: store.state.title))
    }
}

final class CounterStore: LassoStore<CounterModule> {
    override func handleAction(_ action: CounterModule.Action) {
        guard state.count < state.limit else { return }
        update { $0.count += 1 }
        if state.count == state.limit { dispatchOutput(.didReachLimit(count: state.count)) }
    }
}

enum CounterStandInPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "1.0.0"
    static let summary = "Stand-in for the counter plugin"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterModule.self, as: "main", outputs: ["didReachLimit"])
        try registrar.declare(step)
    }

    /// A declared setting, for the checks of a config's `settings:`.
    static let step = PluginSetting.integer("step", title: "Step", default: 1, in: 1...10, help: "How much a tap adds.")
}
