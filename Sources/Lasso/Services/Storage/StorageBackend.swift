package import Foundation

/// Where one record lives: a plugin's namespace, a scope within it, and the record's key.
package struct StorageAddress: Hashable, Sendable {
    /// The plugin whose namespace it is.
    package var namespace: String
    /// `user:ID` for a user's records, `app` for the app's shared ones.
    package var scope: String

    package init(namespace: String, scope: String) {
        self.namespace = namespace
        self.scope = scope
    }
}

/// A record as a backend holds it.
package struct StoredData: Sendable, Equatable {
    /// The record's key within its namespace and scope.
    package var key: String
    /// The encoded value (JSON).
    package var value: Data
    /// Changes whenever the record is written: a number no earlier write of any record in the
    /// same store had, so that a record deleted and written again never looks unchanged.
    package var version: Int64

    package init(key: String, value: Data, version: Int64) {
        self.key = key
        self.value = value
        self.version = version
    }
}

/// Writes to apply together, if nothing they were based on has changed since.
package struct StorageCommit: Sendable {
    /// Where every key below is.
    package var address: StorageAddress
    /// The version each key had when read (`nil`: it did not exist). The commit applies only
    /// if each still has it.
    package var expected: [String: Int64?] = [:]
    /// The new value of each key; `nil` deletes it.
    package var writes: [String: Data?] = [:]

    package init(address: StorageAddress) {
        self.address = address
    }
}

/// What another process sharing the store committed, as its backend heard of it.
package enum StorageChange: Sendable, Equatable {
    /// Records at `address` changed: those of `keys`, or any of them when `nil`.
    case records(StorageAddress, keys: [String]?)
    /// Anything may have changed (the backend could not hear for a while and hears again).
    case anything
    /// The backend can no longer hear other processes' commits, for `reason`, until it reports
    /// ``anything``: their changes show late meanwhile.
    case unheard(reason: String)
}

/// A database the host keeps plugins' records in: SQLite, PostgreSQL, or memory in tests.
///
/// Every record is read and written through these three calls, so a backend only has to do
/// them atomically; ``StorageService`` does the rest (encoding, observers, retries).
package protocol StorageBackend: Sendable {
    /// Where the records are, as a message names it (a file, a server).
    var location: String { get }
    /// The record at `key`, or `nil`.
    ///
    /// Runs on the caller's actor (`nonisolated(nonsending)`): a read that needs no wait (SQLite
    /// in WAL mode, whose readers never wait for a writer) costs no hop to another thread and
    /// back, which is most of an awaited read's time.
    nonisolated(nonsending) func read(_ address: StorageAddress, key: String) async throws -> StoredData?
    /// Every record whose key starts with `prefix`, in key order (bytes of UTF-8).
    nonisolated(nonsending) func read(_ address: StorageAddress, prefix: String) async throws -> [StoredData]
    /// Applies the commit's writes at once if every expected version still holds, and says
    /// whether it did; applies nothing when it did not.
    func commit(_ commit: StorageCommit) async throws -> Bool
    /// Starts telling `changed` of what other processes commit (each call of this process's
    /// own ``commit(_:)`` is told by ``StorageService``), from any thread. A backend that
    /// cannot hear other processes does nothing.
    func listen(_ changed: @escaping @Sendable (StorageChange) -> Void)
}

extension StorageBackend {
    package func listen(_ changed: @escaping @Sendable (StorageChange) -> Void) {}
}
