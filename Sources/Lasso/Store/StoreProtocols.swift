/// Something that accepts actions. Safe to call from any thread: actions dispatched off the main
/// actor are delivered on it, in the order they were dispatched.
public protocol ActionDispatchable<Action>: AnyObject, Sendable {
    /// The action type accepted.
    associatedtype Action: Sendable

    /// Sends an action to the store.
    func dispatchAction(_ action: Action)
}

/// Something whose state can be read and observed on the main actor.
@MainActor
public protocol StateObservable<State>: AnyObject {
    /// The state type observed.
    associatedtype State

    /// The current state.
    var state: State { get }

    /// Registers `handler`, calls it once at once with `(nil, state)`, then with the old and new
    /// state after every update. Handlers are kept as long as the store.
    func observeState(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void)
}

/// Something that emits outputs on the main actor.
@MainActor
public protocol OutputObservable<Output>: AnyObject {
    /// The output type emitted.
    associatedtype Output

    /// Registers `handler` to receive every output emitted from now on.
    func observeOutput(_ handler: @escaping @MainActor (Output) -> Void)
}

/// The full client view of a store: dispatch actions, observe state and outputs.
public protocol AbstractStore<State, Action, Output>: ActionDispatchable, StateObservable, OutputObservable {}
