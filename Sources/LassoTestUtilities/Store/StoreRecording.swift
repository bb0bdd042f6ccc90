import Lasso

/// What a store did since the last `when` of a ``StoreTest``: the states its observers saw and
/// the outputs it emitted.
public struct StoreRecording<State, Output> {
    /// The state when `when` began.
    public let stateBefore: State
    /// The store's current state.
    public let state: State
    /// Every state passed to state observers since `when` began, in order.
    public let states: [State]
    /// Every output emitted since `when` began, in order.
    public let outputs: [Output]
}

/// Observes a store for a ``StoreTest`` and keeps what it saw since the last ``reset(stateBefore:)``.
@MainActor
final class StoreRecorder<State, Output> {
    private(set) var stateBefore: State
    private(set) var states: [State] = []
    private(set) var outputs: [Output] = []
    private let currentState: @MainActor () -> State

    init<Store: AbstractStore>(observing store: Store) where Store.State == State, Store.Output == Output {
        stateBefore = store.state
        currentState = { store.state }
        store.observeState { [weak self] (oldState: State?, newState: State) in
            if oldState != nil { self?.states.append(newState) }
        }
        store.observeOutput { [weak self] output in self?.outputs.append(output) }
    }

    /// Forgets what was seen so far and takes the current state as the state before the next event.
    func reset() {
        stateBefore = currentState()
        states = []
        outputs = []
    }

    /// What was seen since the last reset.
    var recording: StoreRecording<State, Output> {
        StoreRecording(stateBefore: stateBefore, state: currentState(), states: states, outputs: outputs)
    }
}
