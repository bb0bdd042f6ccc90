/// The `asViewStore` family: a store seen through the eyes of a view.
@MainActor
extension ActionDispatchable where Self: StateObservable {
    /// The store's own state and actions.
    public func asViewStore() -> AnyViewStore<State, Action> {
        AnyViewStore(self, stateMap: { $0 }, actionMap: { $0 })
    }

    /// The state mapped by `stateMap`; the store's own actions.
    public func asViewStore<ViewState>(
        stateMap: @escaping @MainActor (State) -> ViewState
    ) -> AnyViewStore<ViewState, Action> {
        AnyViewStore(self, stateMap: stateMap, actionMap: { $0 })
    }

    /// The store's own state; view actions mapped into store actions by `actionMap`.
    public func asViewStore<ViewAction: Sendable>(
        actionMap: @escaping @Sendable (ViewAction) -> Action
    ) -> AnyViewStore<State, ViewAction> {
        AnyViewStore(self, stateMap: { $0 }, actionMap: actionMap)
    }

    /// Both state and actions mapped.
    public func asViewStore<ViewState, ViewAction: Sendable>(
        stateMap: @escaping @MainActor (State) -> ViewState,
        actionMap: @escaping @Sendable (ViewAction) -> Action
    ) -> AnyViewStore<ViewState, ViewAction> {
        AnyViewStore(self, stateMap: stateMap, actionMap: actionMap)
    }

    /// A view store for the view module `viewModule`, mapping state and actions.
    public func asViewStore<Module: ViewModule>(
        for viewModule: Module.Type,
        stateMap: @escaping @MainActor (State) -> Module.ViewState,
        actionMap: @escaping @Sendable (Module.ViewAction) -> Action
    ) -> Module.ViewStore {
        AnyViewStore(self, stateMap: stateMap, actionMap: actionMap)
    }

    /// A view store for a view module that sends no actions (its `ViewAction` is ``NoAction``).
    public func asViewStore<Module: ViewModule>(
        for viewModule: Module.Type,
        stateMap: @escaping @MainActor (State) -> Module.ViewState
    ) -> Module.ViewStore where Module.ViewAction == NoAction {
        AnyViewStore(self, stateMap: stateMap, actionMap: NoAction.unreachable)
    }
}
