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

/// Which records a read takes: those whose key starts with a prefix, in key order (bytes of
/// UTF-8) or the reverse, from the first after a key, up to a number of them.
package struct StorageKeyRange: Sendable, Equatable {
    /// What every key read starts with.
    package var prefix: String
    /// Only keys after this one in the read's order (greater, or less when ``descending``); it
    /// need not exist. `nil`: from the first.
    package var after: String?
    /// At most this many records; `nil`: all of them.
    package var limit: Int?
    /// Whether the keys are read from the greatest down.
    package var descending: Bool

    package init(prefix: String, after: String? = nil, limit: Int? = nil, descending: Bool = false) {
        self.prefix = prefix
        self.after = after
        self.limit = limit.map { max(0, $0) }
        self.descending = descending
    }

    /// The least key greater than every key that starts with ``prefix`` (its last character
    /// made the next one), so that a read in descending order starts at the prefix's end
    /// rather than at the end of every key; `nil` when there is none (an empty prefix, or one of
    /// U+10FFFF only). UTF-8's byte order is the characters' order, so every key between the
    /// prefix and this one starts with the prefix.
    package var upperBound: String? {
        var scalars = Array(prefix.unicodeScalars)
        while let last = scalars.popLast() {
            var next = last.value + 1
            if next == 0xD800 { next = 0xE000 }
            if let scalar = Unicode.Scalar(next) {
                scalars.append(scalar)
                return String(String.UnicodeScalarView(scalars))
            }
        }
        return nil
    }

    /// Whether `key` is in the range, the limit aside.
    package func contains(_ key: String) -> Bool {
        guard key.utf8.starts(with: prefix.utf8) else { return false }
        guard let after else { return true }
        return descending
            ? key.utf8.lexicographicallyPrecedes(after.utf8)
            : after.utf8.lexicographicallyPrecedes(key.utf8)
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
    /// The records of `range`, in its order.
    nonisolated(nonsending) func read(_ address: StorageAddress, range: StorageKeyRange) async throws -> [StoredData]
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
