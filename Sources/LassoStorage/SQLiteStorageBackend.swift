internal import Foundation
internal import GRDB
package import Lasso

/// Plugins' records in one SQLite file, through GRDB: a pool of connections in WAL mode, so
/// reads never wait for a write, and several processes (a `run` and a `serve` of one app) can
/// share the file.
///
/// One table holds every record, keyed by namespace (the plugin), scope (`user:ID` or `app`)
/// and key; each write takes the next number of one counter as the record's version, which is
/// what ``StorageCommit/expected`` compares.
package final class SQLiteStorageBackend: StorageBackend {
    private let pool: DatabasePool
    package let location: String

    /// Opens the store at `path`, making it (0600) when it does not exist; throws a
    /// ``StorageOpenProblem`` naming the file and what to do.
    package init(path: String) throws(StorageOpenProblem) {
        try StorageFile.check(path)
        location = path
        var configuration = Configuration()
        // Another process writing (a `run` beside a `serve`) is waited for, not an error.
        configuration.busyMode = .timeout(10)
        configuration.label = "lasso-storage"
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw StorageOpenProblem(
                path: path, reason: "is not a SQLite database",
                hint: "move it away, or give another file with --storage; nothing in it was changed")
        } catch {
            throw StorageOpenProblem(
                path: path, reason: "cannot be opened as a store: \(error)",
                hint: "check the file and its folder, or give another file with --storage")
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("records") { db in
            try db.execute(
                sql: """
                    CREATE TABLE lasso_records (
                        namespace TEXT NOT NULL,
                        scope TEXT NOT NULL,
                        key TEXT NOT NULL,
                        value BLOB NOT NULL,
                        version INTEGER NOT NULL,
                        PRIMARY KEY (namespace, scope, key)
                    ) WITHOUT ROWID;
                    CREATE TABLE lasso_counter (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
                    INSERT INTO lasso_counter VALUES (1, 0);
                    """)
        }
        return migrator
    }

    /// Read at once on the caller's thread: in WAL mode a reader never waits for a writer, and
    /// a read of a few records from SQLite's page cache takes microseconds, where a hop to
    /// GRDB's reader queue and back took 300 µs on a loaded 2-core machine (BENCHMARKS.md,
    /// "Storage").
    nonisolated(nonsending) package func read(_ address: StorageAddress, key: String) async throws -> StoredData? {
        try readNow { db in
            // Statements are prepared once per connection (GRDB's cache), not at every read.
            try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT key, value, version FROM lasso_records WHERE namespace = ? AND scope = ? AND key = ?"),
                arguments: [address.namespace, address.scope, key]
            ).map(Self.stored)
        }
    }

    nonisolated(nonsending) package func read(_ address: StorageAddress, range: StorageKeyRange) async throws
        -> [StoredData]
    {
        // The range's bounds on the primary key's index (`key >= prefix`, below the prefix's
        // upper bound, after the cursor), so a page costs its own records however many there
        // are; `substr` (in code points, as SQLite counts text) keeps only keys that really
        // start with the prefix. Text compares as bytes of UTF-8 (SQLite's BINARY collation).
        var sql = "SELECT key, value, version FROM lasso_records WHERE namespace = ? AND scope = ? AND key >= ?"
        var arguments: StatementArguments = [address.namespace, address.scope, range.prefix]
        if let upper = range.upperBound {
            sql += " AND key < ?"
            arguments += [upper]
        }
        if let after = range.after {
            sql += range.descending ? " AND key < ?" : " AND key > ?"
            arguments += [after]
        }
        sql += " AND substr(key, 1, ?) = ? ORDER BY key" + (range.descending ? " DESC" : "")
        arguments += [range.prefix.unicodeScalars.count, range.prefix]
        if let limit = range.limit {
            sql += " LIMIT ?"
            arguments += [limit]
        }
        return try readNow { db in
            // Statements are prepared once per connection and form of the range (GRDB's cache).
            try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).map(Self.stored)
        }
    }

    package func commit(_ commit: StorageCommit) async throws -> Bool {
        try await pool.write { db in
            for (key, expected) in commit.expected {
                let version = try Int64.fetchOne(
                    db.cachedStatement(
                        sql: "SELECT version FROM lasso_records WHERE namespace = ? AND scope = ? AND key = ?"),
                    arguments: [commit.address.namespace, commit.address.scope, key])
                guard version == expected else { return false }
            }
            guard !commit.writes.isEmpty else { return true }
            try db.cachedStatement(sql: "UPDATE lasso_counter SET version = version + 1").execute()
            let version = try Int64.fetchOne(db.cachedStatement(sql: "SELECT version FROM lasso_counter")) ?? 0
            for (key, value) in commit.writes {
                if let value {
                    try db.cachedStatement(
                        sql: """
                            INSERT INTO lasso_records (namespace, scope, key, value, version) VALUES (?, ?, ?, ?, ?)
                            ON CONFLICT (namespace, scope, key) DO UPDATE SET value = excluded.value, version = excluded.version
                            """
                    ).execute(arguments: [commit.address.namespace, commit.address.scope, key, value, version])
                } else {
                    try db.cachedStatement(
                        sql: "DELETE FROM lasso_records WHERE namespace = ? AND scope = ? AND key = ?"
                    )
                    .execute(arguments: [commit.address.namespace, commit.address.scope, key])
                }
            }
            return true
        }
    }

    /// GRDB's synchronous read (an async function would pick its async one, which hops).
    private func readNow<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }

    private static func stored(_ row: Row) -> StoredData {
        StoredData(key: row["key"], value: row["value"], version: row["version"])
    }
}
