public import Foundation
public import XCTest

/// Sets the timeout of a test case's Lasso waits (`lassoAssertionTimeout`), as
/// Lasso's `AssertionTimeoutOverride` does: conform the test case and return the timeout.
///
/// ```swift
/// @MainActor
/// final class SlowFlowTests: FlowTestCase, AssertionTimeoutOverride {
///     var defaultLassoAssertionTimeout: TimeInterval { 2 }
/// }
/// ```
@MainActor
public protocol AssertionTimeoutOverride {
    /// The timeout, in seconds, of the test case's waits that are given none.
    var defaultLassoAssertionTimeout: TimeInterval { get }
}

@MainActor
extension XCTestCase {
    /// The timeout, in seconds, of the waits given none (`waitForEvents(in:timeout:file:line:)`,
    /// and the flow assertions' waits for the work an event queued on the main queue): the test
    /// case's ``AssertionTimeoutOverride/defaultLassoAssertionTimeout`` when it conforms to
    /// ``AssertionTimeoutOverride``, else 5, as in Lasso.
    public var lassoAssertionTimeout: TimeInterval {
        (self as? any AssertionTimeoutOverride)?.defaultLassoAssertionTimeout ?? 5
    }
}
