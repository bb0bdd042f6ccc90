import Foundation
import Lasso
import LassoXCTest
import XCTest

/// The flow assertions wait for the work an event queued on the main queue, as Lasso's do, in
/// an `async` test method (the `…Async` assertions, which suspend). Their time-out is ten
/// minutes unless a test sets one: a wait ends when the queued work has run, so a passing test
/// never waits for it, and a loaded machine only makes the queue slower.
@MainActor
final class FlowAssertionWaitTests: FlowTestCase, AssertionTimeoutOverride {
    var defaultLassoAssertionTimeout: TimeInterval { 600 }

    /// The flows under test, kept for the test (a flow's screens hold it weakly).
    private var flows: [AnyObject] = []

    override func tearDown() async throws {
        flows = []
        try await super.tearDown()
    }

    /// Starts a service flow at the root of the test's navigation controller.
    private func start(_ answer: ServiceFlow.Answer, _ placement: ServiceFlow.Placement = .push) async throws
        -> CounterViewController
    {
        let flow = ServiceFlow(answer: answer, placement: placement)
        flows.append(flow)
        return try await assertRootAsync(
            of: navigationController, when: { flow.start(with: root(of: navigationController)) })
    }

    func test_aPushFromDispatchQueueMainAsync_passesAssertPushedAsync() async throws {
        let counter = try await start(.onTheMainQueue)
        var hooks: [String] = []
        let summary: SummaryViewController = try await assertPushedAsync(
            after: counter,
            when: {
                counter.store.dispatchAction(.didTapDone)
                XCTAssertTrue(self.navigationController.topViewController === counter, "the service answers later")
            },
            onViewDidLoad: { _, pushed in hooks.append("didLoad \(pushed.appearanceState)") },
            onViewWillAppear: { _, pushed in hooks.append("willAppear \(pushed.appearanceState)") },
            onViewDidAppear: { previous, pushed in
                hooks.append("didAppear \(pushed.appearanceState) \(previous.appearanceState)")
            }
        )
        XCTAssertTrue(navigationController.topViewController === summary)
        XCTAssertEqual(
            hooks, ["didLoad disappeared", "willAppear appearing", "didAppear appeared disappeared"],
            "the hooks run on UIKit's schedule for the animated push the flow made during the wait")
    }

    func test_aPushFromAMainActorTask_passesAssertPushedAsync() async throws {
        let counter = try await start(.fromAMainActorTask)
        let summary: SummaryViewController = try await assertPushedAsync(
            after: counter, when: { counter.store.dispatchAction(.didTapDone) })
        XCTAssertTrue(navigationController.topViewController === summary)
    }

    func test_aPresentationFromDispatchQueueMainAsync_passesAssertPresentationAsync() async throws {
        let counter = try await start(.onTheMainQueue, .present)
        let help: HelpViewController = try await assertPresentationAsync(
            on: counter, when: { counter.store.dispatchAction(.didTapDone) })
        XCTAssertTrue(navigationController.presentedViewController === help, "the flow presents on its context")
        try await assertDismissalAsync(
            from: help, to: counter, when: { DispatchQueue.main.async { help.dismiss() } })
        XCTAssertNil(navigationController.presentedViewController)
    }

    func test_aFlowThatNeverPushes_failsWithTimedOutAfterTheTimeout_whenItsQueuedWorkDoesNotSettle() async throws {
        // The service holds the main queue five times as long as the time-out, and never answers.
        let counter = try await start(.never(holdingTheMainQueueFor: 0.25))
        let start = ContinuousClock.now
        await assertThrowsErrorAsync(
            expr: {
                let _: SummaryViewController = try await assertPushedAsync(
                    after: counter, when: { counter.store.dispatchAction(.didTapDone) }, timeout: 0.05,
                    failTest: silent)
            },
            eval: { error in
                guard case WaitError.timedOut(let message) = error else { return unexpectedErrorType() }
                XCTAssertEqual(message, "wait of 0.05 seconds timed out: \"main queue exhaustion\"")
            }
        )
        XCTAssertGreaterThanOrEqual(start.duration(to: .now), .milliseconds(50))
    }

    func test_anAssertionWithNothingPending_returnsWithoutSleeping() async throws {
        let flow = TwoScreenFlow()
        flows.append(flow)
        let counter: CounterViewController = try await assertRootAsync(
            of: navigationController, when: { flow.start(with: root(of: navigationController)) })
        let start = ContinuousClock.now
        let _: SummaryViewController = try await assertPushedAsync(
            after: counter, when: { counter.store.dispatchAction(.didTapDone) })
        // A wait that slept until its time-out would take ten minutes.
        XCTAssertLessThan(start.duration(to: .now), .seconds(300))
    }

    func test_aFlowThatNeverPushes_failsWithNoPushOccurred_whenItsQueuedWorkSettles() async throws {
        let flow = TwoScreenFlow()
        flows.append(flow)
        let counter: CounterViewController = try await assertRootAsync(
            of: navigationController, when: { flow.start(with: root(of: navigationController)) })
        await assertThrowsErrorAsync(
            expr: {
                let _: SummaryViewController = try await assertPushedAsync(
                    after: counter, when: { DispatchQueue.main.async {} }, failTest: silent)
            },
            eval: { error in
                guard case NavigationPresentationError.noPushOccurred(let previous) = error else {
                    return unexpectedErrorType()
                }
                XCTAssertTrue(previous === counter)
            }
        )
    }

    /// The synchronous assertions cannot let the main queue run in an `async` test method, whose
    /// body is itself a block of that queue: they check the hierarchy as the event left it.
    func test_aSynchronousAssertionInAnAsyncTestMethod_checksTheHierarchyAsTheEventLeftIt() async throws {
        let counter = try await start(.onTheMainQueue)
        assertThrowsError(
            expr: {
                let _: SummaryViewController = try assertPushed(
                    after: counter, when: { counter.store.dispatchAction(.didTapDone) }, failTest: silent)
            },
            eval: { error in
                guard case NavigationPresentationError.noPushOccurred = error else { return unexpectedErrorType() }
            }
        )
        await waitForEvents(in: window)
        XCTAssertTrue(navigationController.topViewController is SummaryViewController)
    }

    func test_waitForEventsWithError_throwsTimedOut_whenTheMainQueueIsHeldPastTheTimeout() async {
        DispatchQueue.main.async { Thread.sleep(forTimeInterval: 0.25) }
        do {
            try await waitForEventsWithError(in: window, timeout: 0.05)
            XCTFail("expected the wait to time out")
        } catch {
            XCTAssertEqual(error.message, "wait of 0.05 seconds timed out: \"main queue exhaustion\"")
        }
    }
}

/// The flow assertions wait for the work an event queued on the main queue, as Lasso's do, in
/// a synchronous test method, by running the main run loop: Lasso's own shape, `nonisolated`
/// and run on the main actor with `MainActor.assumeIsolated` (a synchronous main-actor test
/// method cannot be listed on Linux). `@unchecked Sendable`: the test case is used on the main
/// thread only, and Swift 6 refuses to hand a test case that is not `Sendable` (XCTestCase is
/// not) to `assumeIsolated`'s main-actor closure. Time-outs as in ``FlowAssertionWaitTests``.
@MainActor
final class SynchronousFlowAssertionWaitTests: FlowTestCase, AssertionTimeoutOverride, @unchecked Sendable {
    var defaultLassoAssertionTimeout: TimeInterval { 600 }

    /// The flows under test, kept for the test (a flow's screens hold it weakly).
    private var flows: [AnyObject] = []

    override func tearDown() async throws {
        flows = []
        try await super.tearDown()
    }

    /// Starts a service flow at the root of the test's navigation controller.
    private func start(_ answer: ServiceFlow.Answer) throws -> CounterViewController {
        let flow = ServiceFlow(answer: answer)
        flows.append(flow)
        return try assertRoot(of: navigationController, when: { flow.start(with: root(of: navigationController)) })
    }

    nonisolated func test_aPushFromDispatchQueueMainAsync_passesAssertPushed() throws {
        try MainActor.assumeIsolated {
            let counter = try start(.onTheMainQueue)
            let summary: SummaryViewController = try assertPushed(
                after: counter, when: { counter.store.dispatchAction(.didTapDone) })
            XCTAssertTrue(navigationController.topViewController === summary)
        }
    }

    nonisolated func test_aPushFromAMainActorTask_passesAssertPushed() throws {
        try MainActor.assumeIsolated {
            let counter = try start(.fromAMainActorTask)
            let summary: SummaryViewController = try assertPushed(
                after: counter, when: { counter.store.dispatchAction(.didTapDone) })
            XCTAssertTrue(navigationController.topViewController === summary)
        }
    }

    nonisolated func test_aFlowThatNeverPushes_failsWithTimedOutAfterTheTimeout_whenItsQueuedWorkDoesNotSettle() throws
    {
        try MainActor.assumeIsolated {
            let counter = try start(.never(holdingTheMainQueueFor: 0.25))
            let start = ContinuousClock.now
            assertThrowsError(
                expr: {
                    let _: SummaryViewController = try assertPushed(
                        after: counter, when: { counter.store.dispatchAction(.didTapDone) }, timeout: 0.05,
                        failTest: silent)
                },
                eval: { error in
                    guard case WaitError.timedOut(let message) = error else { return unexpectedErrorType() }
                    XCTAssertEqual(message, "wait of 0.05 seconds timed out: \"main queue exhaustion\"")
                }
            )
            XCTAssertGreaterThanOrEqual(start.duration(to: .now), .milliseconds(50))
        }
    }

    nonisolated func test_anAssertionWithNothingPending_returnsWithoutSleeping() throws {
        try MainActor.assumeIsolated {
            let flow = TwoScreenFlow()
            flows.append(flow)
            let counter: CounterViewController = try assertRoot(
                of: navigationController, when: { flow.start(with: root(of: navigationController)) })
            let start = ContinuousClock.now
            let _: SummaryViewController = try assertPushed(
                after: counter, when: { counter.store.dispatchAction(.didTapDone) })
            // A wait that slept until its time-out would take ten minutes.
            XCTAssertLessThan(start.duration(to: .now), .seconds(300))
        }
    }

    nonisolated func test_waitForEvents_runsTheWorkQueuedOnTheMainQueue() {
        MainActor.assumeIsolated {
            let store = CounterStore()
            DispatchQueue.main.async { store.dispatchAction(.didTapIncrement) }
            waitForEvents(in: window)
            XCTAssertEqual(store.state.count, 1)
        }
    }
}
