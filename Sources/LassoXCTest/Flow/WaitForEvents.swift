public import Foundation
public import Lasso
internal import LassoTestUtilities
public import XCTest

@MainActor
extension XCTestCase {
    /// Why a wait failed: Lasso's `WaitError`, with a message naming what was awaited. The waits
    /// and flow assertions here end only with ``timedOut(_:)``; the other cases, one for each way
    /// `XCTWaiter` ends a wait unsuccessfully, are Lasso's, for code that switches over them.
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
    /// dispatched from another thread, an `executeOnMainThread` block, a flow placing a screen
    /// from `DispatchQueue.main.async`), and more rounds of it while each changes the controller
    /// hierarchy, as Lasso's `waitForEvents(in:)` does; a timeout is recorded as a failure at the
    /// caller's line.
    ///
    /// It waits on that work, never on the clock: with nothing queued it returns after one hop
    /// of the main queue. Lasso also waits for the window's animated transitions; here
    /// transitions complete when they are made, so there are none to wait for. A main-actor
    /// test method is `async` on Linux and awaits this (`await waitForEvents(in: window)`); a
    /// synchronous test method or closure calls the synchronous form of the same name.
    ///
    /// - Parameters:
    ///   - window: The window whose hierarchy the events change.
    ///   - timeout: How long to wait at most, in seconds; ``lassoAssertionTimeout`` by default.
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

    /// Waits as the asynchronous `waitForEvents(in:timeout:file:line:)` does, and throws a
    /// ``WaitError`` instead of recording a failure.
    public func waitForEventsWithError(in window: Window, timeout: TimeInterval? = nil) async throws(WaitError) {
        try await settleMainQueueAsync(timeout: timeout, scope: { $0.window === window })
    }

    /// Waits as the asynchronous `waitForEvents(in:timeout:file:line:)` does, for synchronous
    /// code (Lasso's test methods, the `when:` closure of an assertion), by running the main run
    /// loop: the wait of Lasso's synchronous `waitForEvents(in:)`.
    ///
    /// The run loop runs the main queue only outside a block of it: in a synchronous XCTest
    /// method (a main-actor test case's `nonisolated` one, in `MainActor.assumeIsolated`), yes.
    /// Called in the body of an `async` test method, which is itself a block of the main queue,
    /// or in a closure such a body runs, it cannot let the queue run and returns at once; await
    /// the asynchronous form there.
    public func waitForEvents(
        in window: Window,
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        do {
            try waitForEventsWithError(in: window, timeout: timeout)
        } catch {
            XCTFail(error.message(verbose: false), file: file, line: line)
        }
    }

    /// Waits as the synchronous `waitForEvents(in:timeout:file:line:)` does, and throws a
    /// ``WaitError`` instead of recording a failure.
    public func waitForEventsWithError(in window: Window, timeout: TimeInterval? = nil) throws(WaitError) {
        try settleMainQueue(timeout: timeout, scope: { $0.window === window })
    }

    /// Lets the main queue run what is queued on it, by running the main run loop: nothing
    /// where that cannot run it (see the synchronous `waitForEvents(in:timeout:file:line:)`).
    /// Throws ``WaitError/timedOut(_:)`` when it has not run by `timeout` seconds
    /// (``lassoAssertionTimeout`` when `nil`). Another round runs while the controllers `scope`
    /// accepts change.
    func settleMainQueue(timeout: TimeInterval?, scope: @escaping @MainActor (ViewController) -> Bool) throws(WaitError)
    {
        let timeout = timeout ?? lassoAssertionTimeout
        if MainQueueSettling.settleRunningRunLoop(timeout: .seconds(timeout), scope: scope) == .timedOut {
            throw .timedOut(Self.timedOutMessage(timeout))
        }
    }

    /// Lets the main queue run what is queued on it, suspending meanwhile; throws
    /// ``WaitError/timedOut(_:)`` when it has not run by `timeout` seconds
    /// (``lassoAssertionTimeout`` when `nil`). Another round runs while the controllers `scope`
    /// accepts change.
    func settleMainQueueAsync(
        timeout: TimeInterval?, scope: @escaping @MainActor (ViewController) -> Bool
    ) async throws(WaitError) {
        let timeout = timeout ?? lassoAssertionTimeout
        if await MainQueueSettling.settle(timeout: .seconds(timeout), scope: scope) == .timedOut {
            throw .timedOut(Self.timedOutMessage(timeout))
        }
    }

    /// Lasso's message for a wait that timed out.
    private static func timedOutMessage(_ timeout: TimeInterval) -> String {
        "wait of \(timeout) seconds timed out: \"main queue exhaustion\""
    }
}
