/// What a ``StorageArea/transaction(_:)`` body reads and writes through: reads see the body's
/// own writes; the writes are applied together when the body returns, if nothing read changed.
@MainActor
public final class StorageTransaction {
    private let area: StorageArea
    private(set) var commit: StorageCommit

    init(area: StorageArea) {
        self.area = area
        commit = StorageCommit(address: area.address)
    }

    /// The value at `key`: this transaction's own write, else the stored one.
    public func value<Value: Decodable>(_ type: Value.Type = Value.self, for key: String) async throws -> Value? {
        if let written = commit.writes[key] {
            return try written.map { try area.decode(type, StoredData(key: key, value: $0, version: 0)) }
        }
        let stored = try await area.read(key)
        if commit.expected[key] == nil { commit.expected[key] = .some(stored?.version) }
        return try stored.map { try area.decode(type, $0) }
    }

    /// Every record whose key starts with `prefix`, with this transaction's writes applied.
    ///
    /// The transaction is undone and run again if one of these records changes before it
    /// commits; a record another writer adds under the prefix meanwhile does not undo it.
    public func values<Value: Decodable>(_ type: Value.Type = Value.self, withPrefix prefix: String) async throws
        -> [StoredRecord<Value>]
    {
        var records: [String: StoredData] = [:]
        for stored in try await area.read(StorageKeyRange(prefix: prefix)) {
            records[stored.key] = stored
            if commit.expected[stored.key] == nil { commit.expected[stored.key] = .some(stored.version) }
        }
        for (key, written) in commit.writes where key.hasPrefix(prefix) {
            records[key] = written.map { StoredData(key: key, value: $0, version: 0) }
        }
        return try records.values
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { StoredRecord(key: $0.key, value: try area.decode(type, $0)) }
    }

    /// Stores `value` at `key` when the transaction commits.
    public func put<Value: Encodable>(_ value: Value, for key: String) throws {
        commit.writes[key] = try area.encode(value, key: key)
    }

    /// Removes the record at `key` when the transaction commits.
    public func delete(_ key: String) {
        commit.writes[key] = .some(nil)
    }
}
