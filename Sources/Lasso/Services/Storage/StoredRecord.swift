/// A record read by key prefix: its key and its value.
public struct StoredRecord<Value> {
    /// The record's key.
    public let key: String
    /// Its value.
    public let value: Value

    /// Creates a record.
    public init(key: String, value: Value) {
        self.key = key
        self.value = value
    }
}

extension StoredRecord: Sendable where Value: Sendable {}
extension StoredRecord: Equatable where Value: Equatable {}
