import Lasso

/// A store that records the actions it receives instead of handling them, for testing views and
/// controllers in isolation: give the view `mock.asViewStore()`, drive the view, and check
/// ``dispatchedActions``; set the state the view should show with ``setState(_:)`` or
/// `update(_:)`, and emit outputs with ``emitOutput(_:)``.
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

    /// Replaces the state and notifies state observers, as the real store's update would.
    public func setState(_ newState: State) {
        update { $0 = newState }
    }

    /// Emits `output` to the store's output observers.
    public func emitOutput(_ output: Output) {
        dispatchOutput(output)
    }

    /// Forgets the recorded actions.
    public func removeAllDispatchedActions() {
        dispatchedActions.removeAll()
    }
}
