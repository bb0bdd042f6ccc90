internal import PostgresNIO

/// Why PostgreSQL refused or could not be reached, in words a message can show: the server's
/// own message when it sent one ("password authentication failed for user …"), else what
/// happened to the connection. postgres-nio's errors describe themselves generically on
/// purpose (a query's values could be secrets); this takes only the parts that are not.
struct PostgresFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    init(_ error: any Error) {
        self.description = Self.words(for: error)
    }

    static func words(for error: any Error) -> String {
        if let failure = error as? PostgresFailure { return failure.description }
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] {
                let state = error.serverInfo?[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
                return message + state
            }
            if let underlying = error.underlying { return words(for: underlying) }
            switch error.code {
            case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
            case .clientClosedConnection, .poolClosed: return "the store is closed"
            case .sslUnsupported: return "the server does not speak TLS (sslmode=require)"
            case .authMechanismRequiresPassword:
                return "the server asks for a password: give it in the address or in PGPASSWORD"
            default: return "PostgreSQL error \(error.code)"
            }
        }
        if error is NIOSSLError {
            return
                "TLS with the server failed (\(error)); with sslmode=verify-full its certificate must be signed by an authority this system trusts and name the host (sslmode=require encrypts without checking it)"
        }
        if let error = error as? IOError { return error.description }
        if error is ChannelError { return "the connection failed (\(error))" }
        return String(describing: error)
    }
}
