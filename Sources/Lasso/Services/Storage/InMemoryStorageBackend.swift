internal import Foundation
internal import Synchronization

/// Records kept in memory, gone when the process ends: the test double of the storage, and
/// `--storage memory`.
package final class InMemoryStorageBackend: StorageBackend {
    private struct Contents {
        var records: [StorageAddress: [String: StoredData]] = [:]
        var lastVersion: Int64 = 0
    }

    private let contents = Mutex(Contents())

    package init() {}

    package var location: String { "memory" }

    nonisolated(nonsending) package func read(_ address: StorageAddress, key: String) async throws -> StoredData? {
        contents.withLock { $0.records[address]?[key] }
    }

    nonisolated(nonsending) package func read(_ address: StorageAddress, range: StorageKeyRange) async throws
        -> [StoredData]
    {
        let found = contents.withLock { contents in
            (contents.records[address] ?? [:]).values.filter { range.contains($0.key) }
        }
        let sorted = found.sorted {
            range.descending
                ? $1.key.utf8.lexicographicallyPrecedes($0.key.utf8)
                : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
        }
        return range.limit.map { Array(sorted.prefix($0)) } ?? sorted
    }

    package func commit(_ commit: StorageCommit) async throws -> Bool {
        contents.withLock { contents in
            let records = contents.records[commit.address] ?? [:]
            for (key, version) in commit.expected where records[key]?.version != version {
                return false
            }
            contents.lastVersion += 1
            let version = contents.lastVersion
            var changed = records
            for (key, value) in commit.writes {
                changed[key] = value.map { StoredData(key: key, value: $0, version: version) }
            }
            contents.records[commit.address] = changed
            return true
        }
    }
}
