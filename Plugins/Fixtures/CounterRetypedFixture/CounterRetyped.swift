// Fixture: a version (2.0.0) of the sample `counter` plugin whose state changed a field's type
// (`count` is now text), for the live reload tests: the count cannot move, so a reload resets
// that field to its default and says so.
import Lasso
import LassoPlugin

enum CounterScreenModule: ScreenModule {
    enum Action: Sendable, Equatable { case didTapIncrement }
    /// The sample's output, kept so that the config's route on it still holds.
    enum Output: Sendable, Equatable, Codable { case didReachLimit(count: Int) }

    struct State: Equatable, Codable, Sendable {
        var count = "none yet"
        var limit = 10
        var title = "Counter"
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, CounterViewController(store: store.asViewStore()))
    }
}

final class CounterStore: LassoStore<CounterScreenModule> {
    override func handleAction(_ action: Action) {
        update { $0.count += "|" }
    }
}

final class CounterViewController: ViewController, LassoView {
    let store: CounterScreenModule.ViewStore

    init(store: CounterScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        let count = Label(style: .title)
        count.bind(\.text, to: store, \.count) { "Tally: \($0)" }
        let increment = Button("+")
        increment.bind(to: store, action: .didTapIncrement)
        view = Stack(spacing: 1, [count, increment])
    }
}

enum CounterRetypedPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "2.0.0"
    static let summary = "A counter whose count is text (an incompatible state, for reload tests)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterScreenModule.self, as: "main")
    }
}

@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(CounterRetypedPlugin.self)
}
