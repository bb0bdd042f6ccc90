/// A value read from a config file, with where it was written.
package struct Located<Value> {
    /// The value.
    package let value: Value
    /// Where it starts in the file.
    package let location: SourcePosition

    /// Pairs `value` with `location`.
    package init(_ value: Value, at location: SourcePosition) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
