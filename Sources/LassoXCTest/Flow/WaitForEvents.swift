internal import Dispatch
public import Foundation
public import Lasso
public import XCTest

@MainActor
extension XCTestCase {
    /// Why a wait failed: Lasso's `WaitError`, one case for each way `XCTWaiter` ends a wait
    /// unsuccessfully, each with a message naming what was awaited.
    public enum WaitError: LassoError {
        /// The wait ran out of time.
        case timedOut(String)
        /// Expectations were fulfilled out of the order asked for.
        case incorrectOrder(String)
        /// An inverted expectation was fulfilled.
        case invertedFulfillment(String)
        /// The wait was interrupted.
        case interrupted(String)
        /// Another result.
        case unknown(String)

        /// The message the case carries.
        public func message(verbose: Bool) -> String {
            switch self {
            case .timedOut(let message), .incorrectOrder(let message), .invertedFulfillment(let message),
                .interrupted(let message), .unknown(let message):
                return message
            }
        }
    }

    /// Waits until the work queued on the main queue before the call has run (an action
    /// dispatched from another thread, an `executeOnMainThread` block), as Lasso's
    /// `waitForEvents(in:)` does; a timeout is recorded as a failure at the caller's line.
    ///
    /// Lasso also waits for the window's animated transitions; here transitions complete when
    /// they are made, so there are none to wait for. A main-actor test method is `async` on
    /// Linux and awaits this (`await waitForEvents(in: window)`): a synchronous wait would hold
    /// the main queue it waits for.
    ///
    /// - Parameters:
    ///   - window: The window whose hierarchy the events change.
    ///   - timeout: How long to wait, in seconds; ``lassoAssertionTimeout`` by default.
    public func waitForEvents(
        in window: Window,
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        do {
            try await waitForEventsWithError(in: window, timeout: timeout)
        } catch {
            XCTFail(error.message(verbose: false), file: file, line: line)
        }
    }

    /// Waits as ``waitForEvents(in:timeout:file:line:)`` does, and throws a ``WaitError``
    /// instead of recording a failure.
    public func waitForEventsWithError(in window: Window, timeout: TimeInterval? = nil) async throws(WaitError) {
        let timeout = timeout ?? lassoAssertionTimeout
        let exhaustion = XCTestExpectation(description: "main queue exhaustion")
        DispatchQueue.main.async { exhaustion.fulfill() }
        let result = await XCTWaiter().fulfillment(of: [exhaustion], timeout: timeout)
        let awaited = "\"\(exhaustion.expectationDescription)\""
        switch result {
        case .completed: return
        case .timedOut: throw .timedOut("wait of \(timeout) seconds timed out: \(awaited)")
        case .incorrectOrder: throw .incorrectOrder("incorrect order for \(awaited)")
        case .invertedFulfillment: throw .invertedFulfillment("inverted fulfilment for \(awaited)")
        case .interrupted: throw .interrupted("wait interrupted for \(awaited)")
        @unknown default: throw .unknown("\(result) for \(awaited)")
        }
    }
}
