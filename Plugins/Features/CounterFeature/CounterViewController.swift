import Lasso

/// Shows the count, a gauge of it against the limit (a widget of this plugin's own), and "+", "-"
/// and "Reset" buttons.
public final class CounterViewController: ViewController, LassoView {
    /// The counter's view store.
    public let store: CounterScreenModule.ViewStore

    /// Creates the controller.
    public init(store: CounterScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    /// Builds the widgets and binds them to the store.
    public override func viewDidLoad() {
        let countLabel = Label(style: .title)
        countLabel.bind(\.text, to: store, \.count) { "Count: \($0)" }
        let limitLabel = Label(style: .caption)
        limitLabel.bind(\.text, to: store, \.limit) { "Limit: \($0)" }
        let increment = Button("+")
        increment.bind(to: store, action: .didTapIncrement)
        let decrement = Button("-")
        decrement.bind(to: store, action: .didTapDecrement)
        let gauge = CounterGauge()
        gauge.bind(to: store)
        let reset = Button("Reset")
        reset.bind(to: store, action: .didTapReset)
        let problem = Label(style: .error)
        problem.bind(\.text, to: store, \.problem) { $0 ?? "" }
        problem.bind(\.isHidden, to: store, \.problem) { $0 == nil }
        store.observeState(\.title) { [weak self] in self?.title = $0 }
        view = Stack(
            spacing: 1,
            [
                countLabel,
                limitLabel,
                problem,
                Stack(axis: .horizontal, spacing: 2, [decrement, increment, reset]),
                // After the buttons, so focus starts on them as before the gauge.
                gauge,
            ])
    }
}
