/// Lasso's state and action maps are plain closures, often `let`s (`let actionMap = { … }`),
/// and Swift 6 does not pass a closure value that is not `Sendable` where a `@Sendable` or
/// `@MainActor` one is expected. A store's `asViewStore` forms also take plain maps: both run on
/// the main actor, where they were made, and an action dispatched from another thread is mapped
/// on the main queue. They are disfavoured, so that closure literals, which fit both, take the
/// protocol extension's forms, which map an action on the thread that dispatches it. (Swift does
/// not overload on `@Sendable` alone: these are the store's own, beside the protocol's.)
extension LassoStore {
    /// The state mapped by `stateMap`, a plain closure run on the main actor; the store's own
    /// actions.
    @_disfavoredOverload
    public func asViewStore<ViewState>(
        stateMap: @escaping (State) -> ViewState
    ) -> AnyViewStore<ViewState, Action> {
        AnyViewStore(self, plainStateMap: stateMap, plainActionMap: { $0 })
    }

    /// The store's own state; view actions mapped into store actions by `actionMap`, a plain
    /// closure run on the main actor (an action dispatched from another thread is mapped on the
    /// main queue).
    @_disfavoredOverload
    public func asViewStore<ViewAction: Sendable>(
        actionMap: @escaping (ViewAction) -> Action
    ) -> AnyViewStore<State, ViewAction> {
        AnyViewStore(self, plainStateMap: { $0 }, plainActionMap: actionMap)
    }

    /// Both state and actions mapped by plain closures run on the main actor (an action
    /// dispatched from another thread is mapped on the main queue).
    @_disfavoredOverload
    public func asViewStore<ViewState, ViewAction: Sendable>(
        stateMap: @escaping (State) -> ViewState,
        actionMap: @escaping (ViewAction) -> Action
    ) -> AnyViewStore<ViewState, ViewAction> {
        AnyViewStore(self, plainStateMap: stateMap, plainActionMap: actionMap)
    }

    /// A view store for the view module `viewModule`, with plain maps run on the main actor (an
    /// action dispatched from another thread is mapped on the main queue).
    @_disfavoredOverload
    public func asViewStore<View: ViewModule>(
        for viewModule: View.Type,
        stateMap: @escaping (State) -> View.ViewState,
        actionMap: @escaping (View.ViewAction) -> Action
    ) -> View.ViewStore {
        AnyViewStore(self, plainStateMap: stateMap, plainActionMap: actionMap)
    }
}
