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

    /// A view store over `store` with maps that are not `Sendable` (Lasso's plain closures):
    /// both run on the main actor, and a view action dispatched from another thread is mapped
    /// and dispatched on the main queue (``executeOnMainThread(_:)``).
    init<Store: ActionDispatchable & StateObservable>(
        _ store: Store,
        plainStateMap stateMap: @escaping (Store.State) -> ViewState,
        plainActionMap actionMap: @escaping (ViewAction) -> Store.Action
    ) {
        let maps = MainActorMaps(stateMap: stateMap, actionMap: actionMap)
        base = store
        readState = { maps.stateMap(store.state) }
        dispatch = { action in
            executeOnMainThread { store.dispatchAction(maps.actionMap(action)) }
        }
        addStateObserver = { handler in
            store.observeState { (oldState: Store.State?, newState: Store.State) in
                handler(oldState.map(maps.stateMap), maps.stateMap(newState))
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

/// A view store's maps that are not `Sendable`, kept on the main actor, where they were made
/// and where they run.
@MainActor
private final class MainActorMaps<State, ViewState, ViewAction, Action> {
    let stateMap: (State) -> ViewState
    let actionMap: (ViewAction) -> Action

    init(stateMap: @escaping (State) -> ViewState, actionMap: @escaping (ViewAction) -> Action) {
        self.stateMap = stateMap
        self.actionMap = actionMap
    }
}
