public import XCTest

extension XCTestCase {
    /// Asserts that `realized` equals `expected`; on failure the message lists the differing
    /// fields (`value.username: expected "ann", got "bob"`).
    public func LassoAssertEqual<A: Equatable>(_ realized: A, _ expected: A, file: StaticString = #filePath, line: UInt = #line) {
        guard realized != expected else { return }
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }

    /// Asserts that `realized` equals `expected`, either of which may be `nil`.
    public func LassoAssertEqual<A: Equatable>(_ realized: A?, _ expected: A?, file: StaticString = #filePath, line: UInt = #line) {
        guard realized != expected else { return }
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }

    /// Asserts that `realized` equals `expected`, element by element.
    public func LassoAssertEqual<A: Equatable>(_ realized: [A], _ expected: [A], file: StaticString = #filePath, line: UInt = #line) {
        guard realized != expected else { return }
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }
}

/// "realized differs from expected:" and one line per differing field.
func differenceMessage<A>(_ realized: A, _ expected: A) -> String {
    "realized differs from expected:\n" + diff(expected, realized).map { "  " + $0 }.joined(separator: "\n")
}
