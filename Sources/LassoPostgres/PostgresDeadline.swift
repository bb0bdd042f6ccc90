/// A wait on the server that gives up after a time: a server that accepted the connection but
/// never answers must not keep a store (and the screen waiting on it) waiting for ever.
enum PostgresDeadline {
    /// `operation`'s result, or a ``PostgresFailure`` saying it did not answer within `limit`
    /// (the operation is cancelled then).
    static func within<Result: Sendable>(
        _ limit: Duration, doing action: String, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        try await withThrowingTaskGroup(of: Result?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let result = first else {
                throw PostgresFailure("the server did not answer within \(limit.components.seconds) s (\(action))")
            }
            return result
        }
    }
}
