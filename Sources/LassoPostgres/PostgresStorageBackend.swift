internal import Foundation
package import Lasso
internal import Logging
internal import PostgresNIO

/// Plugins' records on a PostgreSQL server, through postgres-nio: what lets several `serve`
/// processes, on several machines, share one store. The same records, keys and versions as
/// SQLite's (``PostgresSchema``); a pool of connections for reads and commits, and one more
/// connection that listens for the commits of other processes (``PostgresChangeListener``).
package final class PostgresStorageBackend: StorageBackend {
    package let location: String
    private let client: PostgresClient
    private let running: Task<Void, Never>
    private let listener: PostgresChangeListener
    /// How long a read or a commit may wait for the server before it fails.
    private let timeout: Duration
    /// This process's mark on its commits' notifications, so that it does not hear its own.
    private let origin = UUID().uuidString
    private let logger: Logger

    /// Connects to the server at `location`, makes or updates the store's tables there, and
    /// starts listening for other processes' commits; throws a ``StorageOpenProblem`` naming the
    /// server (never its password) and what to do when it cannot be reached or refuses.
    package static func open(_ location: PostgresLocation, timeout: Duration = .seconds(10))
        async throws(StorageOpenProblem) -> PostgresStorageBackend
    {
        // postgres-nio's own log lines (a connection retried) are not the user's concern: what
        // goes wrong reaches the store's caller as an error, or the host as a StorageChange.
        let logger = Logger(label: "lasso.storage.postgres") { _ in SwiftLogNoOpLogHandler() }
        // One connection first, for the migrations: its failure says why (refused, no such
        // database, a wrong password), where the pool's would only say it could not connect.
        do {
            let configuration = try location.connectionConfiguration(timeout: timeout)
            try await PostgresDeadline.within(timeout, doing: "connect and prepare the store") {
                let connection = try await PostgresConnection.connect(
                    configuration: configuration, id: 0, logger: logger)
                do {
                    try await PostgresSchema.migrate(connection, logger: logger)
                } catch {
                    try? await connection.close()
                    throw error
                }
                try await connection.close()
            }
        } catch {
            throw StorageOpenProblem(
                path: location.description, reason: "cannot be used as a store: \(PostgresFailure.words(for: error))",
                hint:
                    "check that the server runs and lets this user in (psql '\(location.description)' tells), or give another store with --storage"
            )
        }
        return PostgresStorageBackend(location: location, timeout: timeout, logger: logger)
    }

    private init(location: PostgresLocation, timeout: Duration, logger: Logger) {
        self.location = location.description
        self.timeout = timeout
        self.logger = logger
        let client = PostgresClient(
            configuration: location.clientConfiguration(timeout: timeout), backgroundLogger: logger)
        self.client = client
        running = Task.detached { await client.run() }
        listener = PostgresChangeListener(location: location, timeout: timeout, logger: logger)
    }

    deinit {
        listener.stop()
        running.cancel()
    }

    package func listen(_ changed: @escaping @Sendable (StorageChange) -> Void) {
        let origin = origin
        listener.start { heard in
            guard let change = PostgresChangeListener.change(from: heard, ignoring: origin) else { return }
            changed(change)
        }
    }

    nonisolated(nonsending) package func read(_ address: StorageAddress, key: String) async throws -> StoredData? {
        try await answered(doing: "read") { [client, logger] in
            let rows = try await client.query(
                """
                SELECT key, value, version FROM lasso_records
                WHERE namespace = \(address.namespace) AND scope = \(address.scope) AND key = \(key)
                """, logger: logger)
            var found: StoredData?
            for try await (key, value, version) in rows.decode((String, ByteBuffer, Int64).self) {
                found = StoredData(key: key, value: Data(value.readableBytesView), version: version)
            }
            return found
        }
    }

    nonisolated(nonsending) package func read(_ address: StorageAddress, range: StorageKeyRange) async throws
        -> [StoredData]
    {
        let prefix = range.prefix
        let upper = range.upperBound
        let after = range.after
        let limit = range.limit.map(Int64.init)
        // The range's bounds on the primary key (in byte order): `key >= prefix`, below the
        // prefix's upper bound, after the cursor; starts_with keeps the keys that really start
        // with the prefix. A bound that is NULL is no bound (each query is planned with its
        // values), and LIMIT NULL is none.
        let query: PostgresQuery =
            range.descending
            ? """
            SELECT key, value, version FROM lasso_records
            WHERE namespace = \(address.namespace) AND scope = \(address.scope) AND key >= \(prefix)
                AND (\(upper)::text IS NULL OR key < \(upper)) AND (\(after)::text IS NULL OR key < \(after))
                AND starts_with(key, \(prefix))
            ORDER BY key DESC LIMIT \(limit)
            """
            : """
            SELECT key, value, version FROM lasso_records
            WHERE namespace = \(address.namespace) AND scope = \(address.scope) AND key >= \(prefix)
                AND (\(upper)::text IS NULL OR key < \(upper)) AND (\(after)::text IS NULL OR key > \(after))
                AND starts_with(key, \(prefix))
            ORDER BY key LIMIT \(limit)
            """
        return try await answered(doing: "read") { [client, logger] in
            let rows = try await client.query(query, logger: logger)
            var found: [StoredData] = []
            for try await (key, value, version) in rows.decode((String, ByteBuffer, Int64).self) {
                found.append(StoredData(key: key, value: Data(value.readableBytesView), version: version))
            }
            return found
        }
    }

    package func commit(_ commit: StorageCommit) async throws -> Bool {
        let expected = commit.expected.sorted { $0.key < $1.key }
        let puts = commit.writes.compactMap { key, value in value.map { (key, ByteBuffer(bytes: $0)) } }
        let deleted = commit.writes.filter { $0.value == nil }.map(\.key)
        let origin = origin
        return try await answered(doing: "commit") { [client, logger] in
            let rows = try await client.query(
                """
                SELECT lasso_commit(
                    \(commit.address.namespace), \(commit.address.scope),
                    \(expected.map(\.key)), \(expected.map { $0.value ?? 0 }),
                    \(puts.map(\.0)), \(puts.map(\.1)), \(deleted), \(origin))
                """, logger: logger)
            var applied = false
            for try await value in rows.decode(Bool.self) { applied = value }
            return applied
        }
    }

    /// `operation`, failing with the server's reason, or when the server does not answer
    /// within the backend's time-out.
    private func answered<Result: Sendable>(
        doing action: String, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        do {
            return try await PostgresDeadline.within(timeout, doing: action, operation)
        } catch {
            throw PostgresFailure("\(location): \(PostgresFailure.words(for: error))")
        }
    }
}
