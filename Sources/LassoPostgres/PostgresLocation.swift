internal import Foundation
internal import PostgresNIO

/// Where a PostgreSQL store is, from a `postgres://` address (`--storage`, the config's
/// `storage:`), in libpq's form: `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE`, or
/// `postgres:///DATABASE?host=/run/postgresql` for a Unix socket in that folder.
///
/// What the address leaves out comes from libpq's variables, as `psql` takes it: the user from
/// `PGUSER` (else the login name), the password from `PGPASSWORD`, the database from
/// `PGDATABASE` (else the user's name). A password is never shown: ``description`` leaves it out.
package struct PostgresLocation: Sendable, CustomStringConvertible {
    /// The schemes that name a PostgreSQL store.
    package static let schemes = ["postgres", "postgresql"]

    /// Where the server listens.
    enum Endpoint: Sendable, Equatable {
        case tcp(host: String, port: Int)
        case socket(path: String)
    }

    /// Whether to speak TLS to the server, and whether to check its certificate (libpq's
    /// `sslmode`, with libpq's meanings: `prefer` and `require` encrypt without checking who
    /// answers, as with a server's self-signed certificate; `verify-full` checks the
    /// certificate against the system's authorities and the host's name).
    enum TLSMode: String, Sendable, CaseIterable {
        case disable, prefer, require
        case verifyFull = "verify-full"

        /// The TLS configuration of a mode that speaks TLS.
        var configuration: TLSConfiguration {
            var configuration = TLSConfiguration.makeClientConfiguration()
            if self != .verifyFull { configuration.certificateVerification = .none }
            return configuration
        }
    }

    let endpoint: Endpoint
    let tlsMode: TLSMode
    let user: String
    let password: String?
    let database: String
    /// The address as messages name it: no password.
    package let description: String

    /// Why an address is not one this can connect to.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let address: String
        package let reason: String
        package var description: String { "\(address): \(reason)" }
    }

    /// Whether `address` names a PostgreSQL store (its scheme), so that it is parsed as one.
    package static func names(_ address: String) -> Bool {
        schemes.contains { address.lowercased().hasPrefix($0 + "://") }
    }

    /// Parses `address`, filling in what it leaves out from `environment` (libpq's variables).
    package init(_ address: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(Problem)
    {
        let shown = Self.withoutPassword(address)
        func problem(_ reason: String) -> Problem { Problem(address: shown, reason: reason) }
        guard let components = URLComponents(string: address),
            let scheme = components.scheme?.lowercased(), Self.schemes.contains(scheme)
        else {
            throw problem(
                "is not a PostgreSQL address; write postgres://USER@HOST:PORT/DATABASE or postgres:///DATABASE?host=/SOCKET-FOLDER"
            )
        }
        var socketFolder: String?
        var sslMode = "prefer"
        var optionPort: Int?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "host": socketFolder = item.value
            case "port":
                guard let value = item.value.flatMap({ Int($0) }) else {
                    throw problem("has port '\(item.value ?? "")', which is not a number")
                }
                optionPort = value
            case "sslmode": sslMode = item.value ?? ""
            default:
                throw problem(
                    "has an option this store does not know: '\(item.name)' (it knows host, port and sslmode)")
            }
        }
        let host = components.percentEncodedHost.flatMap { $0.removingPercentEncoding } ?? ""
        if host.hasPrefix("/") { socketFolder = host }
        let port = components.port ?? optionPort ?? 5432
        guard (1...65535).contains(port) else { throw problem("has port \(port), which is not a port number") }
        let user =
            nonEmpty(components.user) ?? nonEmpty(environment["PGUSER"]) ?? ProcessInfo.processInfo.userName
        let password = components.password ?? environment["PGPASSWORD"]
        let path = String(components.path.drop { $0 == "/" })
        self.user = user
        self.password = password
        let database = nonEmpty(path) ?? nonEmpty(environment["PGDATABASE"]) ?? user
        guard !database.contains("/") else { throw problem("names a database with '/' in it: '\(database)'") }
        self.database = database

        if let socketFolder {
            guard socketFolder.hasPrefix("/") else {
                throw problem("has a socket folder that is not an absolute path: '\(socketFolder)'")
            }
            endpoint = .socket(path: "\(socketFolder)/.s.PGSQL.\(port)")
            tlsMode = .disable
            description = "postgres://\(user)@/\(database)?host=\(socketFolder)" + (port == 5432 ? "" : "&port=\(port)")
        } else {
            guard !host.isEmpty else {
                throw problem("names no server; write postgres://USER@HOST/DATABASE, or ?host=/SOCKET-FOLDER")
            }
            guard let mode = TLSMode(rawValue: sslMode) else {
                throw problem(
                    "has sslmode '\(sslMode)'; it takes \(TLSMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            endpoint = .tcp(host: host, port: port)
            tlsMode = mode
            let shownHost = host.contains(":") ? "[\(host)]" : host
            description = "postgres://\(user)@\(shownHost):\(port)/\(database)"
        }
    }

    /// The pool's configuration: its connections wait `timeout` at most to be made.
    func clientConfiguration(timeout: Duration) -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        switch endpoint {
        case .tcp(let host, let port):
            let tls: PostgresClient.Configuration.TLS =
                switch tlsMode {
                case .disable: .disable
                case .prefer: .prefer(tlsMode.configuration)
                case .require, .verifyFull: .require(tlsMode.configuration)
                }
            configuration = .init(
                host: host, port: port, username: user, password: password, database: database, tls: tls)
        case .socket(let path):
            configuration = .init(unixSocketPath: path, username: user, password: password, database: database)
        }
        configuration.options.connectTimeout = timeout
        return configuration
    }

    /// One connection's configuration (the listener's, and the check at start).
    func connectionConfiguration(timeout: Duration) throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        switch endpoint {
        case .tcp(let host, let port):
            let tls: PostgresConnection.Configuration.TLS =
                switch tlsMode {
                case .disable: .disable
                case .prefer: .prefer(try NIOSSLContext(configuration: tlsMode.configuration))
                case .require, .verifyFull: .require(try NIOSSLContext(configuration: tlsMode.configuration))
                }
            configuration = .init(
                host: host, port: port, username: user, password: password, database: database, tls: tls)
        case .socket(let path):
            configuration = .init(unixSocketPath: path, username: user, password: password, database: database)
        }
        configuration.options.connectTimeout = TimeAmount(timeout)
        return configuration
    }

    /// `address` with the password of its user part, if any, replaced by `***`.
    static func withoutPassword(_ address: String) -> String {
        guard var components = URLComponents(string: address), components.password != nil else { return address }
        components.password = "***"
        return components.string ?? address
    }
}

private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}
