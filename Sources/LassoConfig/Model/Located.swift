/// A value read from a config file, with where it was written.
public struct Located<Value> {
    /// The value.
    public let value: Value
    /// Where it starts in the file.
    public let location: SourcePosition

    /// Pairs `value` with `location`.
    public init(_ value: Value, at location: SourcePosition) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
