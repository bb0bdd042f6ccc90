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
    /// Called after each state update or output the recorder sees.
    var onChange: (@MainActor () -> Void)?

    init<Store: AbstractStore>(observing store: Store) where Store.State == State, Store.Output == Output {
        stateBefore = store.state
        currentState = { store.state }
        store.observeState { [weak self] (oldState: State?, newState: State) in
            guard let self, oldState != nil else { return }
            states.append(newState)
            onChange?()
        }
        store.observeOutput { [weak self] output in
            guard let self else { return }
            outputs.append(output)
            onChange?()
        }
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

extension StoreRecorder {
    /// Waits until `condition` holds for the recording, checking it now and after each change;
    /// `false` if it still does not hold at `deadline`.
    func waitForChange(
        until deadline: ContinuousClock.Instant,
        satisfying condition: @MainActor (StoreRecording<State, Output>) -> Bool
    ) async -> Bool {
        // The changes as a stream, which ends at the deadline.
        let (changes, change) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        onChange = { change.yield() }
        defer { onChange = nil }
        let limit = Task {
            try? await Task.sleep(until: deadline)
            change.finish()
        }
        defer { limit.cancel() }
        var nextChange = changes.makeAsyncIterator()
        while !condition(recording) {
            guard await nextChange.next(isolation: #isolation) != nil else { return false }
        }
        return true
    }
}
