import Lasso

/// Sample module: a counter that emits its count when done.
enum CounterScreenModule: ScreenModule {
    enum Action: Sendable, Equatable {
        case didTapIncrement
        case didTapDecrement
        case didTapDone
    }

    struct State: Equatable {
        var count = 0
        var history: [Int] = []
    }

    enum Output: Equatable {
        case didFinish(count: Int)
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, CounterViewController(store: store.asViewStore()))
    }
}

final class CounterStore: LassoStore<CounterScreenModule> {
    override func handleAction(_ action: Action) {
        switch action {
        case .didTapIncrement:
            update { state in
                state.count += 1
                state.history.append(state.count)
            }
        case .didTapDecrement:
            guard state.count > 0 else { return }
            update { state in
                state.count -= 1
                state.history.append(state.count)
            }
        case .didTapDone:
            dispatchOutput(.didFinish(count: state.count))
        }
    }
}

final class CounterViewController: ViewController, LassoView {
    let store: CounterScreenModule.ViewStore
    let countLabel = Label()
    let incrementButton = Button("+")
    let doneButton = Button("Done")

    init(store: CounterScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Counter"
    }

    override func loadView() {
        view = Stack([countLabel, incrementButton, doneButton])
    }

    override func viewDidLoad() {
        countLabel.bind(\.text, to: store, \.count) { "Count: \($0)" }
        incrementButton.bind(to: store, action: .didTapIncrement)
        doneButton.bind(to: store, action: .didTapDone)
    }
}
