public import XCTest

extension XCTestCase {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that `realized` equals `expected`; on failure the message is a diff of the two
    /// (`-   username: "ann"` expected, `+   username: "bob"` realized).
    public func LassoAssertEqual<A: Equatable>(
        _ realized: A, _ expected: A, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard realized != expected else { return }
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that `realized` equals `expected`, either of which may be `nil`.
    public func LassoAssertEqual<A: Equatable>(
        _ realized: A?, _ expected: A?, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard realized != expected else { return }
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that `realized` equals `expected`, element by element.
    public func LassoAssertEqual<A: Equatable>(
        _ realized: [A], _ expected: [A], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard realized != expected else { return }
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }
}

/// "realized differs from expected:" and the diff's lines (`-` expected, `+` realized), for two
/// values that differ (`diff`'s last line, which names them, is said here in Lasso's words).
func differenceMessage<A>(_ realized: A, _ expected: A) -> String {
    "realized differs from expected:\n"
        + (diff(expected, realized).dropLast() + ["(- expected, + realized)"]).map { "  " + $0 }.joined(separator: "\n")
}
