/// The view's window onto a store: it observes a (possibly mapped) view state and dispatches
/// (possibly mapped) view actions. Views hold one of these, never the concrete store.
///
/// It keeps the underlying store alive.
@MainActor
public final class AnyViewStore<ViewState, ViewAction: Sendable>: ActionDispatchable, StateObservable {
    private let base: AnyObject
    private let readState: @MainActor () -> ViewState
    private let dispatch: @Sendable (ViewAction) -> Void
    private let addStateObserver: @MainActor (@escaping @MainActor (ViewState?, ViewState) -> Void) -> Void

    /// Creates a view store over `store`, mapping its state with `stateMap` and view actions into
    /// its actions with `actionMap`.
    public init<Store: ActionDispatchable & StateObservable>(
        _ store: Store,
        stateMap: @escaping @MainActor (Store.State) -> ViewState,
        actionMap: @escaping @Sendable (ViewAction) -> Store.Action
    ) {
        base = store
        readState = { stateMap(store.state) }
        dispatch = { store.dispatchAction(actionMap($0)) }
        addStateObserver = { handler in
            store.observeState { (oldState: Store.State?, newState: Store.State) in
                handler(oldState.map(stateMap), stateMap(newState))
            }
        }
    }

    /// The wrapped store object.
    public var underlyingStore: AnyObject { base }

    /// The current view state.
    public var state: ViewState { readState() }

    /// Sends `action` (mapped to the store's action) from any thread.
    public nonisolated func dispatchAction(_ action: ViewAction) {
        dispatch(action)
    }

    /// Observes the view state; see ``StateObservable``.
    public func observeState(_ handler: @escaping @MainActor (_ oldState: ViewState?, _ newState: ViewState) -> Void) {
        addStateObserver(handler)
    }
}

extension AnyViewStore where ViewState: Equatable {
    /// Observes the state: calls `handler` at once with `(nil, state)`, then after every update
    /// that changed the state (an update leaving it equal is skipped, as in Lasso).
    public func observeState(_ handler: @escaping @MainActor (_ oldState: ViewState?, _ newState: ViewState) -> Void) {
        addStateObserver(skippingEqualStates(handler))
    }
}
