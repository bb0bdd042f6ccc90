/// A type-erased store: what a screen's owner (a flow, the app) holds to dispatch actions,
/// read and observe state and listen to outputs, without knowing the concrete store class.
///
/// It keeps the underlying store alive.
@MainActor
public final class AnyStore<State, Action: Sendable, Output>: AbstractStore {
    private let base: AnyObject
    private let readState: @MainActor () -> State
    private let dispatch: @Sendable (Action) -> Void
    private let addStateObserver: @MainActor (@escaping @MainActor (State?, State) -> Void) -> Void
    private let addOutputObserver: @MainActor (@escaping @MainActor (Output) -> Void) -> Void

    /// Wraps `store`.
    public init<Store: AbstractStore>(_ store: Store)
    where Store.State == State, Store.Action == Action, Store.Output == Output {
        if let erased = store as? AnyStore<State, Action, Output> {
            base = erased.base
            readState = erased.readState
            dispatch = erased.dispatch
            addStateObserver = erased.addStateObserver
            addOutputObserver = erased.addOutputObserver
            return
        }
        base = store
        readState = { store.state }
        dispatch = { store.dispatchAction($0) }
        addStateObserver = { store.observeState($0) }
        addOutputObserver = { store.observeOutput($0) }
    }

    /// The wrapped store object.
    public var underlyingStore: AnyObject { base }

    /// The current state.
    public var state: State { readState() }

    /// Sends `action` to the wrapped store (from any thread).
    public nonisolated func dispatchAction(_ action: Action) {
        dispatch(action)
    }

    /// Observes the wrapped store's state; see ``StateObservable``.
    public func observeState(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void) {
        addStateObserver(handler)
    }

    /// Observes the wrapped store's outputs.
    public func observeOutput(_ handler: @escaping @MainActor (Output) -> Void) {
        addOutputObserver(handler)
    }
}

extension AbstractStore {
    /// This store, type-erased.
    public func asAnyStore() -> AnyStore<State, Action, Output> {
        AnyStore(self)
    }
}

extension AnyStore where State: Equatable {
    /// Observes the state: calls `handler` at once with `(nil, state)`, then after every update
    /// that changed the state (an update leaving it equal is skipped, as in Lasso).
    public func observeState(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void) {
        addStateObserver(skippingEqualStates(handler))
    }
}
