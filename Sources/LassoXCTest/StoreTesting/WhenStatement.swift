/// A ``TestFactory`` event: given the store's `dispatchAction`, do what the test is about.
public typealias WhenStatement<Action> = @MainActor (_ dispatchAction: (Action) -> Void) -> Void

/// An event that dispatches `actions` to the store, in order.
@MainActor
public func actions<Action>(_ actions: Action...) -> WhenStatement<Action> {
    { dispatchAction in actions.forEach(dispatchAction) }
}

/// An event that runs `sideEffects` (complete a fake request, say) without dispatching.
@MainActor
public func sideEffects<Action>(_ sideEffects: @escaping @MainActor () -> Void) -> WhenStatement<Action> {
    { _ in sideEffects() }
}
