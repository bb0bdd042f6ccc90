internal import Logging
internal import PostgresNIO

/// The store's tables in PostgreSQL, and the migrations that make them: applied at start by
/// whichever process comes first (an advisory lock keeps two processes starting at once from
/// applying the same one twice), each recorded in `lasso_migrations` once applied.
///
/// One table holds every record, as in SQLite (``SQLiteStorageBackend``'s): keyed by namespace
/// (the plugin), scope (`user:ID` or `app`) and key, in byte order (collation "C", so a prefix is
/// a range of the primary key). Versions come from one sequence. A commit is one call of
/// `lasso_commit`: one round trip, its checks and writes one transaction, its notification sent
/// when that commits.
enum PostgresSchema {
    /// The channel on which every commit is announced to the other processes.
    static let channel = "lasso_records"
    /// Held while migrating (`pg_advisory_xact_lock`'s key): "lasso" in ASCII.
    static let migrationLock: Int64 = 0x6C_6173_736F

    /// Each migration's name and its statements, in order. Never change one that shipped: add one.
    static let migrations: [(name: String, statements: [String])] = [
        (
            "records",
            [
                """
                CREATE TABLE lasso_records (
                    namespace TEXT NOT NULL,
                    scope TEXT NOT NULL,
                    key TEXT COLLATE "C" NOT NULL,
                    value BYTEA NOT NULL,
                    version BIGINT NOT NULL,
                    PRIMARY KEY (namespace, scope, key)
                )
                """,
                "CREATE SEQUENCE lasso_version",
                // Applies a commit if every expected version still holds (0: the key must not
                // exist), and says whether it did. The advisory lock on the namespace and scope
                // makes the checks and the writes one step for every committer of those records;
                // each statement after it sees what the previous holder committed.
                """
                CREATE FUNCTION lasso_commit(
                    commit_namespace TEXT, commit_scope TEXT,
                    expected_keys TEXT[], expected_versions BIGINT[],
                    put_keys TEXT[], put_values BYTEA[], deleted_keys TEXT[], origin TEXT
                ) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
                DECLARE
                    held BIGINT;
                    written BIGINT;
                    payload TEXT;
                BEGIN
                    PERFORM pg_advisory_xact_lock(hashtext(commit_namespace), hashtext(commit_scope));
                    FOR i IN 1 .. coalesce(array_length(expected_keys, 1), 0) LOOP
                        SELECT version INTO held FROM lasso_records
                            WHERE namespace = commit_namespace AND scope = commit_scope AND key = expected_keys[i];
                        IF coalesce(held, 0) <> expected_versions[i] THEN
                            RETURN FALSE;
                        END IF;
                    END LOOP;
                    IF coalesce(array_length(put_keys, 1), 0) + coalesce(array_length(deleted_keys, 1), 0) = 0 THEN
                        RETURN TRUE;
                    END IF;
                    written := nextval('lasso_version');
                    INSERT INTO lasso_records (namespace, scope, key, value, version)
                        SELECT commit_namespace, commit_scope, put.key, put.value, written
                        FROM unnest(put_keys, put_values) AS put(key, value)
                        ON CONFLICT (namespace, scope, key)
                        DO UPDATE SET value = excluded.value, version = excluded.version;
                    DELETE FROM lasso_records
                        WHERE namespace = commit_namespace AND scope = commit_scope AND key = ANY(deleted_keys);
                    -- A notification holds at most 8000 bytes: past that, the keys are left out
                    -- and listeners refresh everything they watch at that namespace and scope.
                    payload := json_build_object(
                        'o', origin, 'n', commit_namespace, 's', commit_scope, 'k', put_keys || deleted_keys)::text;
                    IF octet_length(payload) > 7900 THEN
                        payload := json_build_object('o', origin, 'n', commit_namespace, 's', commit_scope)::text;
                    END IF;
                    PERFORM pg_notify('\(channel)', payload);
                    RETURN TRUE;
                END
                $$
                """,
            ]
        )
    ]

    /// Applies the migrations this database has not had yet, in one transaction.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS lasso_migrations (name TEXT PRIMARY KEY, applied TIMESTAMPTZ NOT NULL DEFAULT now())",
                logger: logger)
            var applied: Set<String> = []
            for try await name in try await connection.query("SELECT name FROM lasso_migrations", logger: logger)
                .decode(String.self)
            {
                applied.insert(name)
            }
            for migration in migrations where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO lasso_migrations (name) VALUES (\(migration.name))", logger: logger)
            }
        }
    }
}
