import Lasso
import Testing

extension StoreTest {
    /// The store after the event under test, ready for assertions.
    @MainActor
    public struct When {
        /// The store under test.
        public let store: Store
        let recorder: StoreRecorder<State, Output>
        let exhaustive: Bool

        /// What the store did since `when` began.
        public var recording: StoreRecording<State, Output> { recorder.recording }

        /// Waits until `condition` holds for what the store did since `when`: for stores that
        /// start a `Task` and dispatch its result later.
        ///
        /// ```swift
        /// .when(.didTapLogin)
        /// .settled { $0.outputs.count == 1 }
        /// .then(.outputs([.didLogin]))
        /// ```
        ///
        /// The condition is checked now and after each state update or output of the store:
        /// the wait is for those events, never for the clock, and other main-actor work runs
        /// meanwhile. A passing test never waits for `timeout`, which only bounds a failing
        /// one; once it has passed, an issue is recorded at the caller's line and the test goes
        /// on.
        @discardableResult
        public func settled(
            timeout: Duration = .seconds(60),
            sourceLocation: SourceLocation = #_sourceLocation,
            when condition: @MainActor (StoreRecording<State, Output>) -> Bool
        ) async -> When {
            if await !recorder.waitForChange(until: ContinuousClock.now.advanced(by: timeout), satisfying: condition) {
                let recording = recorder.recording
                fail(
                    """
                    the store did not settle within \(timeout): the condition is still false
                    state:
                    \(indented(dumped(recording.state)))
                    outputs:
                    \(indented(dumped(recording.outputs)))
                    """,
                    at: sourceLocation
                )
            }
            return self
        }

        /// Checks `assertions` against what the store did since `when`, then returns the store
        /// for the next `when`.
        ///
        /// In an exhaustive test, also fails (at this line) when state updates or outputs were
        /// left unchecked.
        @discardableResult
        public func then(_ assertions: Assertion..., sourceLocation: SourceLocation = #_sourceLocation) async -> Given {
            let recording = recorder.recording
            for assertion in assertions {
                for message in assertion.check(store, recording) {
                    fail(message, at: assertion.sourceLocation)
                }
            }
            if exhaustive {
                checkExhaustively(recording, covered: assertions.map(\.coverage), at: sourceLocation)
            }
            return Given(store: store, recorder: recorder, exhaustive: exhaustive)
        }

        private func checkExhaustively(
            _ recording: StoreRecording<State, Output>,
            covered: [Assertion.Coverage],
            at sourceLocation: SourceLocation
        ) {
            if !recording.states.isEmpty, !covered.contains(.state) {
                let changes = diff(recording.stateBefore, recording.state, path: "state")
                fail(
                    """
                    exhaustive test: the state was updated \(recording.states.count) time(s) but no assertion \
                    checked it; add .state, .updated, .emittedState or .emittedStates
                    \(changes.isEmpty ? "  (the final state equals the state before `when`)" : "changes (expected = before `when`, got = after):\n" + indented(changes))
                    """,
                    at: sourceLocation
                )
            }
            if !recording.outputs.isEmpty, !covered.contains(.outputs) {
                fail(
                    """
                    exhaustive test: \(recording.outputs.count) output(s) were emitted but not asserted; add .outputs
                    \(indented(recording.outputs.flatMap(dumped)))
                    """,
                    at: sourceLocation
                )
            }
        }
    }
}
