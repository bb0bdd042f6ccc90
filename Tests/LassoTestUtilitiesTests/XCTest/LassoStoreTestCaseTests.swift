import Lasso
import LassoXCTest
import XCTest

@MainActor
final class LassoStoreTestCaseTests: XCTestCase, LassoStoreTestCase {
    let testableStore = TestableStore<CounterStore>()
    private let capture = FailureCapture()

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if !capture.take(description, line: lineNumber) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    override func setUp() async throws {
        store = CounterStore(with: .init(count: 1))
    }

    func test_stateEqualsTheUpdatedMarkerAndMovesTheMarker() async {
        store.dispatchAction(.didTapIncrement)
        XCTAssertStateEquals(
            updatedMarker { state in
                state.count = 2
                state.history = [2]
            })
        store.dispatchAction(.didTapIncrement)
        XCTAssertStateEquals(
            updatedMarker { state in
                state.count = 3
                state.history.append(3)
            })
        XCTAssertEqual(markerState, store.state)
        XCTAssertStates([
            .init(count: 1),
            .init(count: 2, history: [2]),
            .init(count: 3, history: [2, 3]),
        ])
    }

    func test_lastOutputIsTheLatestOfSeveral() async {
        store.dispatchAction(.didTapDone)
        store.dispatchAction(.didTapIncrement)
        store.dispatchAction(.didTapDone)
        XCTAssertLastOutput(.didFinish(count: 2))
        XCTAssertOutputs([.didFinish(count: 1), .didFinish(count: 2)])
    }

    func test_lastOutputFailsOnAnotherOutputWithTheDifference() async {
        store.dispatchAction(.didTapDone)
        let line = #line + 2
        let failures = capture.captured {
            XCTAssertLastOutput(.didFinish(count: 7))
        }
        XCTAssertEqual(failures.map(\.line), [line])
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("realized differs from expected:"), message)
        XCTAssertTrue(
            message.contains(
                "- CounterScreenModule.Output.didFinish(count: 7)\n  + CounterScreenModule.Output.didFinish(count: 1)"),
            message)
    }

    func test_lastOutputFailsWhenThereIsNoOutput() async {
        let failures = capture.captured {
            XCTAssertLastOutput(.didFinish(count: 1))
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(
            failures.first?.message.contains("the store emitted no output"), true, failures.first?.message ?? "")
    }

    func test_stateEqualsFailsWithTheDifferingFields() async {
        store.dispatchAction(.didTapIncrement)
        let failures = capture.captured {
            XCTAssertStateEquals(updatedMarker { $0.count = 5 })
        }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first?.message ?? ""
        XCTAssertEqual(
            message,
            """
            realized differs from expected:
                CounterScreenModule.State(
              -   count: 5,
              +   count: 2,
                  history: [
              +     [0]: 2
                  ]
                )
              (- expected, + realized)
            """)
        XCTAssertEqual(markerState, store.state, "the marker moves to the store's state even after a failure")
    }

    func test_syncStateAndResetOutputsStartAfresh() async {
        store.dispatchAction(.didTapIncrement)
        store.dispatchAction(.didTapDone)
        syncState()
        resetOutputs()
        XCTAssertStates([.init(count: 2, history: [2])])
        XCTAssertOutputs([])
    }

    func test_settingANewStoreForgetsTheOldOne() async {
        store.dispatchAction(.didTapDone)
        store = CounterStore(with: .init(count: 9))
        XCTAssertOutputs([])
        XCTAssertStates([.init(count: 9)])
        XCTAssertEqual(markerState, .init(count: 9))
    }

    func test_whatAReplacedStoreDoesLaterIsNotRecorded() async {
        let replaced = store!
        store = CounterStore(with: .init(count: 9))
        replaced.dispatchAction(.didTapDone)
        XCTAssertOutputs([])
        XCTAssertStates([.init(count: 9)])
    }

    func test_settingTheStoreToNilForgetsEverything() async {
        store.dispatchAction(.didTapDone)
        store = nil  // as Lasso's tearDown does; it used to crash
        XCTAssertTrue(outputs.isEmpty)
        XCTAssertTrue(states.isEmpty)
        XCTAssertNil(markerState)
    }
}
