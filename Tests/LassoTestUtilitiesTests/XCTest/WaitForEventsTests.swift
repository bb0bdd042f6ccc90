import Foundation
import Lasso
import LassoXCTest
import XCTest

/// `waitForEvents(in:)` and the assertion timeout, as Lasso's `ControllerLifecycle` has them.
@MainActor
final class WaitForEventsTests: XCTestCase, AssertionTimeoutOverride {
    var defaultLassoAssertionTimeout: TimeInterval { 3 }

    func test_waitForEvents_runsTheMainQueuesWorkQueuedBeforeIt() async {
        let store = CounterStore()
        // Dispatched from another thread, and waited for without letting the main queue run.
        let dispatched = DispatchSemaphore(value: 0)
        Thread {
            store.dispatchAction(.didTapIncrement)
            dispatched.signal()
        }.start()
        dispatched.wait()
        XCTAssertEqual(store.state.count, 0)
        await waitForEvents(in: Window())
        XCTAssertEqual(store.state.count, 1)
    }

    func test_lassoAssertionTimeout_isTheOverrideOrFiveSeconds() async {
        XCTAssertEqual(lassoAssertionTimeout, 3)
        XCTAssertEqual(WithoutOverride(name: "none") { _ in }.lassoAssertionTimeout, 5)
    }
}

/// A test case that does not set the timeout.
private final class WithoutOverride: XCTestCase {}
