import Lasso
import LassoXCTest
import XCTest

@MainActor
final class TestFactoryTests: XCTestCase, LassoStoreTesting {
    typealias Store = CounterStore

    private var storesMade = 0
    private var tearDowns = 0
    private var stores: [CounterStore] = []
    private let capture = FailureCapture()

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if !capture.take(description, line: lineNumber) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    lazy var test = TestFactory<CounterStore>(
        initialState: State(count: 0),
        setUpStore: { store in
            self.storesMade += 1
            self.stores.append(store)
        },
        tearDown: { self.tearDowns += 1 }
    )

    func test_nothingRunsUntilExecute() async {
        let path =
            test
            .given { $0.count = 1 }
            .when(actions(.didTapIncrement))
            .then(
                update {
                    $0.count = 2
                    $0.history = [2]
                })
        XCTAssertEqual(storesMade, 0)
        path.execute()
        XCTAssertEqual(storesMade, 1)
        XCTAssertEqual(tearDowns, 1)
        XCTAssertEqual(stores.first?.state.count, 2)
    }

    func test_branchesRunTheSharedStepsOnTheirOwnStores() async {
        let incremented =
            test
            .given { $0.count = 1 }
            .when(actions(.didTapIncrement))
            .then(
                singleUpdate { state in
                    state.count = 2
                    state.history = [2]
                })

        incremented
            .when(actions(.didTapIncrement))
            .then(singleState(State(count: 3, history: [2, 3])))
            .execute()

        incremented
            .when(actions(.didTapDone))
            .then(
                outputs(.didFinish(count: 2)),
                assert { emitted in
                    XCTAssertEqual(emitted.previousState.count, 2)
                    XCTAssertEqual(emitted.states, [])
                }
            )
            .when({ dispatchAction in
                dispatchAction(.didTapDecrement)
                dispatchAction(.didTapDecrement)
            })
            .then(state(State(count: 0, history: [2, 1, 0])))
            .execute()

        XCTAssertEqual(storesMade, 2, "each executed path makes its own store")
        XCTAssertEqual(tearDowns, 2)
        XCTAssertEqual(stores.map(\.state.count), [3, 0], "one branch's events never reach the other's store")
    }

    func test_sideEffectsRunInWhenAndThen() async {
        var events: [String] = []
        test
            .given { _ in }
            .when(sideEffects { events.append("when") })
            .then(sideEffects { events.append("then") })
            .execute()
        XCTAssertEqual(events, ["when", "then"])
    }

    func test_failingAssertionsAreReportedAtTheThen() async {
        let line = #line + 4
        let failures = capture.captured {
            test.given { _ in }
                .when(actions(.didTapIncrement, .didTapIncrement))
                .then(singleUpdate { $0.count = 2 }, state(State(count: 5)), outputs(.didFinish(count: 0)))
                .execute()
        }
        XCTAssertEqual(failures.map(\.line), [line, line, line])
        XCTAssertEqual(failures.count, 3)
        XCTAssertEqual(failures.first?.message, "expected 1 state, realized 2 states")
        XCTAssertTrue(
            failures.dropFirst().first?.message.contains("-   count: 5,\n  +   count: 2,") == true,
            failures.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(
            failures.last?.message.contains("realized differs from expected") == true,
            failures.map(\.message).joined(separator: "\n"))
    }

    func test_aThenWhosePathIsNeverExecutedFails() async {
        let line = #line + 4
        let failures = capture.captured {
            _ = test.given { _ in }
                .when(actions(.didTapIncrement))
                .then(update { $0.count = 1 })
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("never executed") == true)
        XCTAssertEqual(storesMade, 0)
    }

    func test_eachThenOfOneEventIsABranchThatMustBeExecuted() async {
        let oneIncrement: ThenAssertion<CounterStore> = update {
            $0.count = 1
            $0.history = [1]
        }
        var line = 0
        let failures = capture.captured {
            let incremented = test.given { _ in }.when(actions(.didTapIncrement))
            incremented.then(oneIncrement).execute()
            line = #line + 1
            _ = incremented.then(oneIncrement)
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("never executed") == true)
        XCTAssertEqual(storesMade, 1)
    }
}
