public import Lasso
internal import XCTest

/// The steps of a ``TestFactory`` test.
public enum TestNode<Store: AbstractStore> {
    /// A store ready for an event: `when` describes it, `execute` runs the path so far.
    @MainActor
    public struct When {
        let runPrevious: @MainActor () -> Whenable

        /// The next event: actions (``actions(_:)``), side effects (`sideEffects { … }`), or
        /// any closure given the store's `dispatchAction`.
        public func when(_ statement: @escaping WhenStatement<Store.Action>) -> Then {
            Then { [runPrevious] in
                let previous = runPrevious()
                let previousState = previous.store.state
                let recorder = EmittedValuesRecorder<Store>()
                previous.store.observeState { [recorder] oldState, state in
                    if oldState != nil { recorder.states.append(state) }
                }
                previous.store.observeOutput { [recorder] output in recorder.outputs.append(output) }
                statement { previous.store.dispatchAction($0) }
                return EmittedValues(
                    store: previous.store, teardown: previous.teardown,
                    previousState: previousState, states: recorder.states, outputs: recorder.outputs
                )
            }
        }

        /// Runs the path from `given` to here on a new store, then the factory's tear-down.
        public func execute() {
            runPrevious().teardown()
        }
    }

    /// An event whose results are still to be checked.
    @MainActor
    public final class Then {
        private let runPrevious: @MainActor () -> EmittedValues<Store>

        init(runPrevious: @escaping @MainActor () -> EmittedValues<Store>) {
            self.runPrevious = runPrevious
        }

        /// Checks `assertions` against what the event did; failures are reported at this line.
        /// Each `then` is a branch of its own: it fails the test, at this line, when no path
        /// through it is executed.
        public func then(_ assertions: ThenAssertion<Store>..., file: StaticString = #filePath, line: UInt = #line)
            -> When
        {
            let execution = ThenExecution(file: file, line: line)
            return When { [runPrevious] in
                execution.didExecute = true
                let emitted = runPrevious()
                for assertion in assertions { assertion(emitted, file, line) }
                return Whenable(store: emitted.store, teardown: emitted.teardown)
            }
        }
    }

    /// A store and how its test ends.
    struct Whenable {
        let store: Store
        let teardown: @MainActor () -> Void
    }
}

/// What the store's observers saw during one event.
@MainActor
private final class EmittedValuesRecorder<Store: AbstractStore> {
    var states: [Store.State] = []
    var outputs: [Store.Output] = []
}

/// Whether a path through one `then` ran, reported at the `then`'s line when it never did.
@MainActor
private final class ThenExecution {
    let file: StaticString
    let line: UInt
    var didExecute = false

    init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }

    isolated deinit {
        if !didExecute {
            XCTFail(
                "CRITICAL: 'then assertion' never executed: end the test's path with execute()", file: file, line: line)
        }
    }
}
