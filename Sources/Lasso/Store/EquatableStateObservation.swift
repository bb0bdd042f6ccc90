/// The `(oldState, newState)` observer of a store whose state is `Equatable`: like Lasso's
/// (whose `ValueBinder` compares), it is called at once with `(nil, state)`, and afterwards only
/// after an update that changed the state. An update leaving the state equal is not reported.
///
/// The overload is chosen where the state type is known to be `Equatable` (a store, a view store
/// or a type-erased store of a concrete module), as in Lasso. Code generic over
/// ``StateObservable`` calls the protocol's requirement, which reports every update.
extension LassoStore where Module.State: Equatable {
    /// Registers `handler`, calls it at once with `(nil, state)`, then with the old and new state
    /// after every update that changed the state.
    public func observeState(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void) {
        addStateObserver(skippingEqualStates(handler))
    }
}

/// `handler`, called only when there is no old state or the new state differs from it.
func skippingEqualStates<State: Equatable>(
    _ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void
) -> @MainActor (_ oldState: State?, _ newState: State) -> Void {
    { oldState, newState in
        if let oldState, oldState == newState { return }
        handler(oldState, newState)
    }
}
