import Lasso
import LassoTestUtilities
import Testing

/// Store tests that fail on purpose: each failure must be recorded, at the assertion's line,
/// with a readable diff.
@MainActor
struct StoreTestFailureTests {
    typealias State = CounterScreenModule.State

    @Test func wrongFinalStateIsReportedWithADiffAtTheAssertionLine() async {
        var line = 0
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State(count: 1))
                .when(.didTapIncrement)
                .then(.outputs([]), .state(State(count: 5, history: [2])))
            line = #line - 1  // the statement above
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.message == """
                the state is not the expected one:
                    CounterScreenModule.State(
                  -   count: 5,
                  +   count: 2,
                      history: […]
                    )
                  (state: - expected, + got)
                """)
        #expect(issues.first?.line == line)
        #expect(issues.first?.sourceLocation?.fileID == #fileID)
    }

    @Test func wrongUpdateIsReportedWithADiff() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State(count: 1))
                .when(.didTapIncrement)
                .then(.updated { $0.count = 3 })
        }
        #expect(
            issues.map(\.message) == [
                """
                the state is not the state before `when` with the expected update:
                    CounterScreenModule.State(
                  -   count: 3,
                  +   count: 2,
                      history: [
                  +     [0]: 2
                      ]
                    )
                  (state: - expected, + got)
                """
            ])
    }

    @Test func eachFailingAssertionIsReportedAtItsOwnLine() async {
        var stateLine = 0
        var outputsLine = 0
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State(count: 1))
                .when(.didTapDone)
                .then(
                    .state(State(count: 2)),  // wrong
                    .outputs([.didFinish(count: 7)])  // wrong
                )
            outputsLine = #line - 2
            stateLine = #line - 4
        }
        #expect(issues.map(\.line) == [stateLine, outputsLine])
        #expect(
            issues.last?.message == """
                the outputs are not the expected ones (expected 1, got 1):
                    [
                  -   [0]: .didFinish(count: 7)
                  +   [0]: .didFinish(count: 1)
                    ]
                  (outputs: - expected, + got)
                """)
    }

    @Test func moreThanOneEmittedStateFailsEmittedState() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State())
                .when(.didTapIncrement, .didTapIncrement)
                .then(.emittedState(State(count: 2, history: [1, 2])))
        }
        #expect(
            issues.map(\.message) == [
                """
                expected exactly one emitted state, got 2
                  CounterScreenModule.State(
                    count: 1,
                    history: [
                      [0]: 1
                    ]
                  )
                  CounterScreenModule.State(
                    count: 2,
                    history: [
                      [0]: 1,
                      [1]: 2
                    ]
                  )
                """
            ])
    }

    @Test func aDifferentEmittedStateIsReportedWithADiff() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State())
                .when(.didTapIncrement)
                .then(.emittedState(State(count: 1, history: [])))
        }
        #expect(
            issues.map(\.message) == [
                """
                the emitted state is not the expected one:
                    CounterScreenModule.State(
                      count: 1,
                      history: [
                  +     [0]: 1
                      ]
                    )
                  (state: - expected, + got)
                """
            ])
    }

    @Test func missingEmittedStatesAreListed() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State())
                .when(.didTapIncrement)
                .then(.emittedStates([State(count: 1, history: [1]), State(count: 2, history: [1, 2])]))
        }
        #expect(
            issues.map(\.message) == [
                """
                the emitted states are not the expected ones (expected 2, got 1):
                    [
                      [0]: CounterScreenModule.State(…)
                  -   [1]: CounterScreenModule.State(
                  -     count: 2,
                  -     history: [
                  -       [0]: 1,
                  -       [1]: 2
                  -     ]
                  -   )
                    ]
                  (states: - expected, + got)
                """
            ])
    }

    @Test func unexpectedOutputsAreReported() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>()
                .given(State(count: 2))
                .when(.didTapDone)
                .then(.outputs([]))
        }
        #expect(
            issues.map(\.message) == [
                """
                the outputs are not the expected ones (expected 0, got 1):
                    [
                  +   [0]: .didFinish(count: 2)
                    ]
                  (outputs: - expected, + got)
                """
            ])
    }

    @Test func failingExpectationsInSideEffectsAreReportedAtTheirLine() async {
        var line = 0
        let service = FakeLoginService(result: .failure("offline"))
        let issues = await recordedIssuesAsync {
            await StoreTest<LoginStore>(configure: { $0.service = service })
                .given(.init(username: "ann"))
                .when(.didTapLogin)
                .settled { $0.state.error != nil }
                .then(
                    .sideEffects { _ in
                        #expect(service.requests.isEmpty)
                        line = #line - 1  // the statement above
                    })
        }
        #expect(issues.count == 1)
        #expect(issues.first?.line == line)
    }

    @Test func exhaustiveTestFailsOnAnUnassertedStateChange() async {
        var line = 0
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>(exhaustive: true)
                .given(State())
                .when(.didTapIncrement)
                .then(.outputs([]))
            line = #line - 1  // the statement above
        }
        #expect(
            issues.map(\.message) == [
                """
                exhaustive test: the state was updated 1 time(s) but no assertion checked it; add .state, .updated, .emittedState or .emittedStates
                changes (expected = before `when`, got = after):
                    CounterScreenModule.State(
                  -   count: 0,
                  +   count: 1,
                      history: [
                  +     [0]: 1
                      ]
                    )
                  (state: - expected, + got)
                """
            ])
        #expect(issues.first?.line == line)
    }

    @Test func exhaustiveTestFailsOnUnassertedOutputs() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>(exhaustive: true)
                .given(State(count: 2))
                .when(.didTapDone, .didTapDone)
                .then(.emittedStates([]))
        }
        #expect(
            issues.map(\.message) == [
                """
                exhaustive test: 2 output(s) were emitted but not asserted; add .outputs
                  CounterScreenModule.Output.didFinish(count: 2)
                  CounterScreenModule.Output.didFinish(count: 2)
                """
            ])
    }

    @Test func sideEffectsDoNotCountAsCheckingTheState() async {
        let issues = await recordedIssuesAsync {
            await StoreTest<CounterStore>(exhaustive: true)
                .given(State())
                .when(.didTapIncrement)
                .then(.sideEffects { store in #expect(store.state.count == 1) }, .outputs([]))
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("exhaustive test: the state was updated 1 time(s)") == true)
    }

    @Test func nonExhaustiveTestIgnoresUnassertedChanges() async {
        await StoreTest<CounterStore>()
            .given(State(count: 2))
            .when(.didTapIncrement, .didTapDone)
            .then(.sideEffects { _ in })
    }
}
