internal import Foundation

/// One plugin's records in one scope: the signed-in user's (``PluginStorage/user``) or the
/// app's, shared by every user (``PluginStorage/app``). A plugin reaches no other plugin's
/// records and no other user's: the host fixes both when it hands the area to the store.
///
/// Values are `Codable` and stored as JSON; a `@Secret` field is stored as `null`, never its
/// text. Every call is asynchronous (the database is never waited for on the main actor):
///
/// ```swift
/// Task {
///     try await services.storage.user.put(state.values, for: "values")
///     update { $0.message = "Saved." }
/// }
/// ```
@MainActor
public struct StorageArea {
    let service: StorageService
    let address: StorageAddress
    /// The plugin the records belong to, as messages name it.
    let plugin: String

    package init(service: StorageService, plugin: String, scope: String) {
        self.service = service
        self.plugin = plugin
        address = StorageAddress(namespace: plugin, scope: scope)
    }

    /// The records of `plugin` in the same scope and store (for the host, never a plugin).
    package func elsewhere(plugin: String) -> StorageArea {
        StorageArea(service: service, plugin: plugin, scope: address.scope)
    }

    /// Where these records are kept, as a message names it: the store's file, or `memory`.
    public var location: String { service.backend.location }

    // MARK: - Reading and writing

    /// The value stored at `key`, or `nil` when there is none.
    ///
    /// Throws ``StorageError`` of kind ``StorageError/Kind/undecodable`` when the stored value
    /// is not a `Value` (naming the field), leaving the record as it is.
    public func value<Value: Decodable>(_ type: Value.Type = Value.self, for key: String) async throws -> Value? {
        try await read(key).map { try decode(type, $0) }
    }

    /// The value stored at `key` as a `Value` that may have changed since it was stored (a new
    /// version of the plugin added a field, dropped one or changed one's type), or `nil` when
    /// there is none.
    ///
    /// A stored value that does not decode as it is, is laid over `defaultValue` by the rule a
    /// state follows across a hot swap (``StateMigration``): a field it lacks takes the default's
    /// value, a field `Value` no longer has is left out, a field whose type changed takes the
    /// default's. What was left out or reset is reported once, naming the plugin, the key and
    /// the fields; the record itself is left as it is until it is written. Throws
    /// ``StorageError`` of kind ``StorageError/Kind/undecodable`` (naming the field) when even
    /// that does not decode.
    public func value<Value: Codable>(
        _ type: Value.Type = Value.self, for key: String, migratingOver defaultValue: Value
    ) async throws -> Value? {
        try await read(key).map { try migrate(type, $0, over: defaultValue) }
    }

    /// Every record whose key starts with `prefix`, in key order.
    public func values<Value: Decodable>(_ type: Value.Type = Value.self, withPrefix prefix: String) async throws
        -> [StoredRecord<Value>]
    {
        try await read(StorageKeyRange(prefix: prefix)).map { StoredRecord(key: $0.key, value: try decode(type, $0)) }
    }

    /// A page of the records whose key starts with `prefix`: at most `limit` of them, in key
    /// order (or from the greatest key down when `reversed`), from the first key after `key`
    /// in that order (`nil`: from the first). The next page is read after the last key of
    /// this one; the one before, reversed, after its first. `key` need not exist.
    ///
    /// Only the page is read, so a plugin pages through many records without holding them:
    ///
    /// ```swift
    /// let page = try await services.storage.app.values(Order.self, withPrefix: "order/", limit: 100)
    /// let next = try await services.storage.app.values(
    ///     Order.self, withPrefix: "order/", after: page.last?.key, limit: 100)
    /// ```
    public func values<Value: Decodable>(
        _ type: Value.Type = Value.self, withPrefix prefix: String, after key: String? = nil, limit: Int,
        reversed: Bool = false
    ) async throws -> [StoredRecord<Value>] {
        let range = StorageKeyRange(prefix: prefix, after: key, limit: limit, descending: reversed)
        return try await read(range).map { StoredRecord(key: $0.key, value: try decode(type, $0)) }
    }

    /// Stores `value` at `key`, replacing what was there.
    public func put<Value: Encodable>(_ value: Value, for key: String) async throws {
        var writes = StorageCommit(address: address)
        writes.writes[key] = try encode(value, key: key)
        _ = try await apply(writes, key: key)
    }

    /// Removes the record at `key`, if there is one.
    public func delete(_ key: String) async throws {
        var writes = StorageCommit(address: address)
        writes.writes[key] = .some(nil)
        _ = try await apply(writes, key: key)
    }

    /// Runs `body`, then applies its writes all at once, provided no record it read was
    /// changed by someone else meanwhile; otherwise runs it again with fresh values (up to
    /// ``transactionAttempts`` times, then throws a ``StorageError/Kind/conflict``).
    ///
    /// So `body` may run more than once: let it only read and write through `transaction`.
    public func transaction<Result>(_ body: (StorageTransaction) async throws -> Result) async throws -> Result {
        for _ in 0..<Self.transactionAttempts {
            let transaction = StorageTransaction(area: self)
            let result = try await body(transaction)
            if try await apply(transaction.commit, key: nil) { return result }
        }
        throw StorageError(
            .conflict, plugin: plugin, key: nil,
            reason: "a transaction met other writers' changes \(Self.transactionAttempts) times in a row")
    }

    /// How many times ``transaction(_:)`` runs its body before giving up.
    public static let transactionAttempts = 16

    // MARK: - Watching

    /// Calls `onChange` with the value at `key` now, and again whenever it changes (in any
    /// session of the same user, or of any user for the app's records) until the returned
    /// observation is released or cancelled. A read that fails goes to `onError`, or without
    /// one to the app's error display.
    public func observe<Value: Decodable>(
        _ type: Value.Type = Value.self, key: String,
        onError: (@MainActor (StorageError) -> Void)? = nil,
        onChange: @escaping @MainActor (Value?) -> Void
    ) -> StorageObservation {
        watch(.key(key), onError: onError) {
            try await value(type, for: key)
        } deliver: {
            onChange($0)
        }
    }

    /// ``observe(_:key:onError:onChange:)`` of a value read as
    /// ``value(_:for:migratingOver:)`` reads it: migrated over `defaultValue` when it was
    /// stored by an earlier version of its type.
    public func observe<Value: Codable>(
        _ type: Value.Type = Value.self, key: String, migratingOver defaultValue: Value,
        onError: (@MainActor (StorageError) -> Void)? = nil,
        onChange: @escaping @MainActor (Value?) -> Void
    ) -> StorageObservation {
        watch(.key(key), onError: onError) {
            try await value(type, for: key, migratingOver: defaultValue)
        } deliver: {
            onChange($0)
        }
    }

    /// Calls `onChange` with every record whose key starts with `prefix` now, and again whenever
    /// one of them is written or deleted, as ``observe(_:key:onError:onChange:)`` does.
    public func observe<Value: Decodable>(
        _ type: Value.Type = Value.self, prefix: String,
        onError: (@MainActor (StorageError) -> Void)? = nil,
        onChange: @escaping @MainActor ([StoredRecord<Value>]) -> Void
    ) -> StorageObservation {
        watch(.prefix(prefix), onError: onError) {
            try await values(type, withPrefix: prefix)
        } deliver: {
            onChange($0)
        }
    }

    private func watch<Read>(
        _ selector: StorageObservation.Selector, onError: (@MainActor (StorageError) -> Void)?,
        read: @escaping @MainActor () async throws -> Read, deliver: @escaping @MainActor (Read) -> Void
    ) -> StorageObservation {
        let service = self.service
        let plugin = self.plugin
        let observation = StorageObservation(selector: selector) {
            do {
                let value = try await read()
                return { deliver(value) }
            } catch {
                let failure =
                    error as? StorageError
                    ?? StorageError(.unavailable, plugin: plugin, key: nil, reason: String(describing: error))
                return { (onError ?? service.reportError)(failure) }
            }
        }
        service.add(observation, at: address)
        return observation
    }

    // MARK: - Parts

    func read(_ key: String) async throws -> StoredData? {
        do {
            return try await service.track { try await service.backend.read(address, key: key) }
        } catch {
            throw unavailable(error, key: key)
        }
    }

    func read(_ range: StorageKeyRange) async throws -> [StoredData] {
        do {
            return try await service.track { try await service.backend.read(address, range: range) }
        } catch {
            throw unavailable(error, key: nil)
        }
    }

    private func apply(_ commit: StorageCommit, key: String?) async throws -> Bool {
        do {
            return try await service.commit(commit)
        } catch {
            throw unavailable(error, key: key)
        }
    }

    func decode<Value: Decodable>(_ type: Value.Type, _ data: StoredData) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data.value)
        } catch {
            throw StorageError(.undecodable, plugin: plugin, key: data.key, reason: describeDecodingError(error))
        }
    }

    /// `data` as a `Value`, laid over `defaultValue` when it does not decode as it is
    /// (``value(_:for:migratingOver:)``).
    func migrate<Value: Codable>(_ type: Value.Type, _ data: StoredData, over defaultValue: Value) throws -> Value {
        if let value = try? JSONDecoder().decode(type, from: data.value) { return value }
        guard let stored = try? JSONDecoder().decode(JSONValue.self, from: data.value),
            let base = try? StateMigration.encodeWritingNilFields(defaultValue)
        else { return try decode(type, data) }
        let migrated: (state: Value, outcome: StateMigration.Outcome)
        do {
            migrated = try StateMigration.merge(stored, over: base, into: type)
        } catch {
            throw StorageError(.undecodable, plugin: plugin, key: data.key, reason: describeDecodingError(error))
        }
        let outcome = migrated.outcome
        if !outcome.isComplete {
            var parts: [String] = []
            if !outcome.dropped.isEmpty {
                parts.append("left out \(outcome.dropped.joined(separator: ", ")), which \(Value.self) no longer has")
            }
            if !outcome.reset.isEmpty {
                parts.append("read the default for \(outcome.reset.joined(separator: ", ")), whose type changed")
            }
            service.reportMigrationOnce(
                "plugin \(plugin), key '\(data.key)': the stored value was written by an earlier version of \(Value.self): \(parts.joined(separator: "; ")) (the record keeps them until it is written)"
            )
        }
        return migrated.state
    }

    func encode<Value: Encodable>(_ value: Value, key: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            return try encoder.encode(value)
        } catch {
            throw StorageError(.unencodable, plugin: plugin, key: key, reason: String(describing: error))
        }
    }

    private func unavailable(_ error: any Error, key: String?) -> any Error {
        if error is StorageError { return error }
        return StorageError(.unavailable, plugin: plugin, key: key, reason: String(describing: error))
    }
}
