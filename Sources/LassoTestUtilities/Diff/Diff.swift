internal import CustomDump

/// Compares two values and returns the lines of a failure message that show how they differ:
/// swift-custom-dump's diff of the two values printed as Swift, a line only the expected value
/// has marked `-`, a line only the actual value has marked `+`, then a line naming the two:
///
/// ```swift
/// diff(LoginState(username: "ann"), LoginState(username: "bob"), path: "state")
/// // ["  LoginState(",
/// //  "-   username: \"ann\"",
/// //  "+   username: \"bob\"",
/// //  "  )",
/// //  "(state: - expected, + got)"]
/// ```
///
/// `Equatable` values are compared with `==` first, so equal values give no lines even when they
/// print differently (a field `==` ignores); when `==` says two values differ but they print the
/// same, the diff says so. Values that are not `Equatable` are compared by how they print.
///
/// - Parameters:
///   - expected: The value the test expected.
///   - actual: The value the code produced.
///   - path: How the compared value is named in the last line.
/// - Returns: The diff's lines; empty when the values are equal.
public func diff<Value>(_ expected: Value, _ actual: Value, path: String = "value") -> [String] {
    if areEqual(expected, actual) == true { return [] }
    guard let difference = CustomDump.diff(expected, actual) else { return [] }
    return difference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        + ["(\(path): - expected, + got)"]
}

/// `==` on two values of unknown type: `nil` when the first is not `Equatable`.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
