public import XCTest

/// What a flow assertion does when it fails, as in Lasso: given the failure, it acts on it
/// (``log`` records it at the caller's line, ``silent`` does nothing) and returns the error the
/// assertion throws. Every assertion takes one as `failTest:`, ``log`` by default.
public typealias FailTest = @MainActor (FailedTest) -> TestFailureAction

/// A failed flow assertion: what failed, where it was called, and whether its message is to
/// say more (``LassoError/message(verbose:)``).
public struct FailedTest: Sendable {
    /// What failed.
    public let error: any LassoError
    /// The caller's file.
    public let file: StaticString
    /// The caller's line.
    public let line: UInt
    /// Whether the message is to describe the hierarchy too.
    public let verbose: Bool

    /// A failure of `error` at `file`:`line`.
    public init(error: any LassoError, file: StaticString, line: UInt, verbose: Bool = false) {
        self.error = error
        self.file = file
        self.line = line
        self.verbose = verbose
    }
}

/// The error a failed flow assertion throws, after its ``FailTest`` acted on the failure: the
/// test stops at the assertion, as in Lasso.
public struct TestFailureAction: Error, CustomStringConvertible {
    /// The failure.
    public let failedTest: FailedTest

    /// Runs `action` for `failedTest` and wraps it to be thrown.
    public init(failedTest: FailedTest, action: () -> Void) {
        self.failedTest = failedTest
        action()
    }

    /// The failure's message.
    public var description: String { failedTest.error.message(verbose: failedTest.verbose) }
}

/// Records the failure at the caller's line with its message: the default ``FailTest``.
public let log: FailTest = { failedTest in
    TestFailureAction(failedTest: failedTest) {
        XCTFail(failedTest.error.message(verbose: failedTest.verbose), file: failedTest.file, line: failedTest.line)
    }
}

/// Records nothing: for tests of assertions, which check the thrown error with
/// `assertThrowsError(expr:eval:)`.
public let silent: FailTest = { failedTest in
    TestFailureAction(failedTest: failedTest) {}
}

extension LassoError {
    /// The error's short message.
    public var message: String { message(verbose: false) }
}

@MainActor
extension XCTestCase {
    /// Runs `expr`, which is to fail a flow assertion given ``silent``, and passes what failed
    /// to `eval`; records a failure at the caller's line when `expr` throws nothing, or throws
    /// something other than a failed assertion.
    public func assertThrowsError(
        expr: () throws -> Void,
        eval: (any LassoError) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        do {
            try expr()
        } catch let action as TestFailureAction {
            return eval(action.failedTest.error)
        } catch {
            return XCTFail("expected a failed assertion to be thrown, realized \(error)", file: file, line: line)
        }
        XCTFail("expected error to be thrown", file: file, line: line)
    }

    /// Records that `eval` of ``assertThrowsError(expr:eval:file:line:)`` met an error it did
    /// not expect.
    public func unexpectedErrorType(file: StaticString = #filePath, line: UInt = #line) {
        XCTFail("unexpected error type", file: file, line: line)
    }
}

/// `failedTest` given to `failTest`, for an assertion that failed with `error`.
@MainActor
func fail(
    _ error: any LassoError, file: StaticString, line: UInt, verbose: Bool = false, _ failTest: FailTest = log
) -> TestFailureAction {
    failTest(FailedTest(error: error, file: file, line: line, verbose: verbose))
}
