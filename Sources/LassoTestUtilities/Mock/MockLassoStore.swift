import Lasso

/// A store that records the actions it receives instead of handling them, for testing views and
/// controllers in isolation: give the view `mock.asViewStore()`, drive the view, and check
/// ``dispatchedActions``; set the state the view should show with ``mockUpdate(_:)``, and emit
/// outputs with ``dispatchMockOutput(_:)`` (the names Lasso's mock store uses).
///
/// ```swift
/// let store = MockLassoStore<CounterScreenModule>(with: .init(count: 1))
/// let controller = CounterViewController(store: store.asViewStore())
/// controller.incrementButton.tap()
/// #expect(store.dispatchedActions == [.didTapIncrement])
/// ```
public final class MockLassoStore<Module: StoreModule>: LassoStore<Module> {
    /// Every action dispatched to the store, oldest first.
    public private(set) var dispatchedActions: [Action] = []

    /// Records `action`; the state does not change.
    public override func handleAction(_ action: Action) {
        dispatchedActions.append(action)
    }

    /// Changes the state in place and notifies state observers, as the real store's `update`
    /// would (`mockUpdate { $0 = newState }` replaces it whole).
    public func mockUpdate(_ change: (inout State) -> Void = { _ in }) {
        update(change)
    }

    /// Emits `output` to the store's output observers, as the real store's `dispatchOutput`
    /// would.
    public func dispatchMockOutput(_ output: Output) {
        dispatchOutput(output)
    }

    /// Forgets the recorded actions.
    public func removeAllDispatchedActions() {
        dispatchedActions.removeAll()
    }
}
