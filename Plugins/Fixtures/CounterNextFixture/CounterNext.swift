// Fixture: the next version (1.1.0) of the sample `counter` plugin, for the live reload tests.
// It changes the view ("Total" instead of "Count") and adds a state field with a default
// (`step`), so a reload must keep the count and give the new field its default.
import Lasso
import LassoPlugin

enum CounterScreenModule: ScreenModule {
    enum Action: Sendable, Equatable { case didTapIncrement, didTapDecrement, didTapReset }

    struct State: Equatable, Codable, Sendable {
        var count = 0
        var limit = 10
        var title = "Counter"
        /// New in 1.1.0: how much "+" and "-" change the count.
        var step = 1
    }

    enum Output: Equatable, Codable, Sendable { case didReachLimit(count: Int) }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, CounterViewController(store: store.asViewStore()))
    }
}

final class CounterStore: LassoStore<CounterScreenModule> {
    override func handleAction(_ action: Action) {
        switch action {
        case .didTapIncrement:
            update { $0.count = min($0.limit, $0.count + $0.step) }
            if state.count == state.limit { dispatchOutput(.didReachLimit(count: state.count)) }
        case .didTapDecrement:
            update { $0.count = max(0, $0.count - $0.step) }
        case .didTapReset:
            update { $0.count = 0 }
        }
    }
}

final class CounterViewController: ViewController, LassoView {
    let store: CounterScreenModule.ViewStore

    init(store: CounterScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        let total = Label(style: .title)
        total.bind(\.text, to: store, \.count) { "Total: \($0)" }
        let step = Label(style: .caption)
        step.bind(\.text, to: store, \.step) { "Step: \($0)" }
        let increment = Button("+")
        increment.bind(to: store, action: .didTapIncrement)
        let decrement = Button("-")
        decrement.bind(to: store, action: .didTapDecrement)
        let reset = Button("Reset")
        reset.bind(to: store, action: .didTapReset)
        store.observeState(\.title) { [weak self] in self?.title = $0 }
        view = Stack(spacing: 1, [total, step, Stack(axis: .horizontal, spacing: 2, [decrement, increment, reset])])
    }
}

enum CounterNextPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "1.1.0"
    static let summary = "A counter with a step (the next version, for reload tests)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterScreenModule.self, as: "main", outputs: ["didReachLimit"])
    }
}

@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(CounterNextPlugin.self)
}
