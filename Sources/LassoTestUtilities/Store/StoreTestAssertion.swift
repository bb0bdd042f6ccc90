import Lasso
import Testing

extension StoreTest {
    /// One check of a ``StoreTest``'s `then`. States and outputs are compared with `==` where the
    /// types are `Equatable` (by how they print otherwise), and failures show a diff of the two.
    ///
    /// Each assertion reports its failures at its own line.
    @MainActor
    public struct Assertion {
        /// What part of the store's behaviour an assertion accounts for, for exhaustive tests.
        enum Coverage { case state, outputs, sideEffects }

        let coverage: Coverage
        let sourceLocation: SourceLocation
        let check: @MainActor (Store, StoreRecording<State, Output>) -> [String]

        /// The state after `when` (and `settled`) equals `expected`.
        public static func state(_ expected: State, sourceLocation: SourceLocation = #_sourceLocation) -> Assertion {
            Assertion(coverage: .state, sourceLocation: sourceLocation) { _, recording in
                failure("the state is not the expected one:", diff(expected, recording.state, path: "state"))
            }
        }

        /// The state after `when` equals the state before `when` with `change` applied: list only
        /// what the event changes.
        ///
        /// ```swift
        /// .then(.updated { $0.isLoggingIn = true })
        /// ```
        public static func updated(
            sourceLocation: SourceLocation = #_sourceLocation,
            _ change: @escaping (inout State) -> Void
        ) -> Assertion {
            Assertion(coverage: .state, sourceLocation: sourceLocation) { _, recording in
                var expected = recording.stateBefore
                change(&expected)
                return failure(
                    "the state is not the state before `when` with the expected update:",
                    diff(expected, recording.state, path: "state")
                )
            }
        }

        /// State observers were notified exactly once, with `expected`.
        public static func emittedState(_ expected: State, sourceLocation: SourceLocation = #_sourceLocation)
            -> Assertion
        {
            Assertion(coverage: .state, sourceLocation: sourceLocation) { _, recording in
                guard recording.states.count == 1 else {
                    return [
                        "expected exactly one emitted state, got \(recording.states.count)"
                            + recording.states.map { "\n" + indented(dumped($0)) }.joined()
                    ]
                }
                return failure(
                    "the emitted state is not the expected one:", diff(expected, recording.states[0], path: "state"))
            }
        }

        /// State observers were notified with exactly `expected`, in order.
        public static func emittedStates(_ expected: [State], sourceLocation: SourceLocation = #_sourceLocation)
            -> Assertion
        {
            Assertion(coverage: .state, sourceLocation: sourceLocation) { _, recording in
                failure(
                    "the emitted states are not the expected ones (expected \(expected.count), got \(recording.states.count)):",
                    diff(expected, recording.states, path: "states")
                )
            }
        }

        /// The store emitted exactly `expected`, in order, since `when`. `.outputs([])` checks
        /// that it emitted nothing.
        public static func outputs(_ expected: [Output], sourceLocation: SourceLocation = #_sourceLocation) -> Assertion
        {
            Assertion(coverage: .outputs, sourceLocation: sourceLocation) { _, recording in
                failure(
                    "the outputs are not the expected ones (expected \(expected.count), got \(recording.outputs.count)):",
                    diff(expected, recording.outputs, path: "outputs")
                )
            }
        }

        /// Runs `check` with the store after `when`: assert on fakes and mocks there, with
        /// `#expect`, which reports at its own line.
        ///
        /// ```swift
        /// .then(.sideEffects { _ in #expect(service.requests == [.login("ann", "pw")]) })
        /// ```
        public static func sideEffects(
            sourceLocation: SourceLocation = #_sourceLocation,
            _ check: @escaping @MainActor (Store) -> Void
        ) -> Assertion {
            Assertion(coverage: .sideEffects, sourceLocation: sourceLocation) { store, _ in
                check(store)
                return []
            }
        }

        /// One failure message made of `headline` and the diff lines, or none when the diff is empty.
        private static func failure(_ headline: String, _ differences: [String]) -> [String] {
            differences.isEmpty ? [] : [headline + "\n" + indented(differences)]
        }
    }
}
