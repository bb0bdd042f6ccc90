/// One field that differs between two values, as Lasso's `diff(realized:expected:)` reports it:
/// the field's label, its type's name, and each value printed.
public struct Diff: Equatable, Sendable {
    /// The field's label (`nil` for an unlabelled child, such as a tuple's or an array's).
    public let key: String?
    /// The name of the field's type, `String(describing:)`.
    public let type: String
    /// The field's value in the value the code produced, printed.
    public let realized: String
    /// The field's value in the value the test expected, printed.
    public let expected: String

    /// A difference in the field `key` of type `type`.
    public init(key: String?, type: String, realized: String, expected: String) {
        self.key = key
        self.type = type
        self.realized = realized
        self.expected = expected
    }
}

/// The fields (the `Mirror` children, one level deep) whose printed values differ between
/// `realized` and `expected`, in order: Lasso's `diff(realized:expected:)`.
///
/// ```swift
/// diff(realized: User(age: 0, name: "a"), expected: User(age: 0, name: "b"))
/// // [Diff(key: "name", type: "String", realized: "a", expected: "b")]
/// ```
///
/// ``diff(_:_:path:)`` gives the fuller diff, of nested values too, as failure message lines.
public func diff<Value>(realized: Value, expected: Value) -> [Diff] {
    zip(printedFields(of: realized), printedFields(of: expected)).compactMap { realized, expected in
        guard realized.value != expected.value else { return nil }
        return Diff(key: realized.key, type: realized.type, realized: realized.value, expected: expected.value)
    }
}

/// The children of `value`: label, type name and printed value.
private func printedFields<Value>(of value: Value) -> [(key: String?, type: String, value: String)] {
    Mirror(reflecting: value).children.map { child in
        (child.label, String(describing: Swift.type(of: child.value)), String(describing: child.value))
    }
}
