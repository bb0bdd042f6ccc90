import Lasso

/// The counter's logic: counts within zero and the limit, and reports reaching the limit.
public final class CounterStore: LassoStore<CounterScreenModule> {
    /// Handles the counter's buttons.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didTapIncrement:
            guard state.count < state.limit else { return }
            update { $0.count += 1 }
            if state.count == state.limit {
                dispatchOutput(.didReachLimit(count: state.count))
            }
        case .didTapDecrement:
            guard state.count > 0 else { return }
            update { $0.count -= 1 }
        case .didTapReset:
            update { $0.count = 0 }
        }
    }
}
