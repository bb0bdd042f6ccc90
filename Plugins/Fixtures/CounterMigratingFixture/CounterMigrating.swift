// Fixture: a version (3.0.0) of the sample `counter` plugin that renamed the state's `count`
// to `clicks` and moves the old value itself with `StateMigrating`, for the live reload tests.
import Lasso
import LassoPlugin

enum CounterScreenModule: ScreenModule, StateMigrating {
    enum Action: Sendable, Equatable { case didTapIncrement }
    /// The sample's output, kept so that the config's route on it still holds.
    enum Output: Sendable, Equatable, Codable { case didReachLimit(count: Int) }

    struct State: Equatable, Codable, Sendable {
        var clicks = 0
        var limit = 10
        var title = "Counter"
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, CounterViewController(store: store.asViewStore()))
    }

    /// 1.x called the clicks "count".
    static func migrateState(from previous: PreviousState<State>) throws -> State {
        var state = try previous.migratedByDefaultRule()
        if let count = previous.value(of: "count", as: Int.self) { state.clicks = count }
        return state
    }
}

final class CounterStore: LassoStore<CounterScreenModule> {
    override func handleAction(_ action: Action) {
        update { $0.clicks += 1 }
    }
}

final class CounterViewController: ViewController, LassoView {
    let store: CounterScreenModule.ViewStore

    init(store: CounterScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        let clicks = Label(style: .title)
        clicks.bind(\.text, to: store, \.clicks) { "Clicks: \($0)" }
        let increment = Button("+")
        increment.bind(to: store, action: .didTapIncrement)
        view = Stack(spacing: 1, [clicks, increment])
    }
}

enum CounterMigratingPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "3.0.0"
    static let summary = "A counter that migrates its renamed state field (for reload tests)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterScreenModule.self, as: "main")
    }
}

@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(CounterMigratingPlugin.self)
}
