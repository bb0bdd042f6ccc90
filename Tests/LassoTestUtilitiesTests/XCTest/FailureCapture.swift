import XCTest

/// Collects the failures a test case records while capturing, so tests of failing assertions
/// can check them instead of failing; `captured(_:)` fails the test when the body recorded none,
/// so such tests cannot pass vacuously.
final class FailureCapture: @unchecked Sendable {
    /// One recorded failure.
    struct Failure {
        let message: String
        let line: Int
    }

    private var isCapturing = false
    private var failures: [Failure] = []

    /// Whether the failure `description` (XCTFail's "failed - message") was taken (the test case
    /// then does not record it).
    func take(_ description: String, line: Int) -> Bool {
        guard isCapturing else { return false }
        let prefix = "failed - "
        let message = description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
        failures.append(Failure(message: message, line: line))
        return true
    }

    /// The failures `body` records; records a failure of its own when there are none.
    @MainActor
    func captured(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows -> [Failure] {
        isCapturing = true
        failures = []
        defer { isCapturing = false }
        try body()
        isCapturing = false
        if failures.isEmpty { XCTFail("expected the body to record a failure", file: file, line: line) }
        return failures
    }
}
