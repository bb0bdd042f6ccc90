import Foundation
import Testing

/// A real PostgreSQL server of the tests' own: Debian's `postgresql` package (`.ci/run` installs
/// it), a data folder made with `initdb` in a temporary folder, listening only on a Unix socket
/// there, stopped and deleted at the end. PostgreSQL refuses to run as root, so under root (CI)
/// it runs as the `postgres` account, in a folder that account owns.
///
/// A suite gets one with the ``Trait/postgresServer`` trait and reaches it as ``current``;
/// each test takes a database of its own (``newDatabase()``).
public final class PostgresTestServer: Sendable {
    /// The server of the suite running (``Trait/postgresServer``).
    @TaskLocal public static var current: PostgresTestServer?

    /// The folder of the server's socket (`postgres:///DB?host=FOLDER`).
    public let socketFolder: String
    /// The server's port: its socket's number, and on loopback its TCP port when it has TLS.
    public let port: Int
    /// Whether it also listens on 127.0.0.1:``port`` with TLS, a self-signed certificate.
    public let hasTLS: Bool
    private let binaries: String
    private let account: String?

    /// Why the server could not start or do what was asked, with what to do.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts a server; throws a ``Failure`` saying what to install, or what went wrong. With
    /// `tls`, it also listens on a free loopback port with TLS and a self-signed certificate
    /// made here (as Debian's own server has one).
    public static func start(tls: Bool = false) async throws -> PostgresTestServer {
        guard let binaries = binaries() else {
            throw Failure(
                description:
                    "PostgreSQL is not installed: the PostgreSQL tests start a server of their own; install it with: apt-get install postgresql"
            )
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-pg-\(UUID().uuidString.prefix(8))"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let server = PostgresTestServer(
            binaries: binaries, folder: folder, account: getuid() == 0 ? "postgres" : nil,
            port: tls ? try freeLoopbackPort() : 5432, hasTLS: tls)
        if tls {
            try await server.run(
                "/usr/bin/openssl",
                [
                    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=lasso-test",
                    "-keyout", "\(folder)/server.key", "-out", "\(folder)/server.crt",
                ])
            chmod("\(folder)/server.key", 0o600)
        }
        if let account = server.account {
            try await server.run("/bin/chown", ["-R", account, folder])
        }
        try await server.run(
            "\(binaries)/initdb",
            ["-D", "\(folder)/data", "-U", "lasso", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"],
            asServer: true)

        do {
            try await server.restart()
        } catch {
            // A server that started but never answered would outlive the tests.
            await server.stop()
            throw error
        }
        return server
    }

    private init(binaries: String, folder: String, account: String?, port: Int, hasTLS: Bool) {
        self.binaries = binaries
        self.socketFolder = folder
        self.account = account
        self.port = port
        self.hasTLS = hasTLS
    }

    /// The address of a new, empty database on this server.
    public func newDatabase() async throws -> String {
        address(of: try await newDatabaseName())
    }

    /// The name of a new, empty database on this server.
    public func newDatabaseName() async throws -> String {
        let name = "test_\(UUID().uuidString.prefix(8).lowercased())"
        try await execute("CREATE DATABASE \(name)", in: "postgres")
        return name
    }

    /// The address of the database `name`.
    public func address(of name: String) -> String {
        "postgres://lasso@/\(name)?host=\(socketFolder)" + (port == 5432 ? "" : "&port=\(port)")
    }

    /// Runs `sql` in the database `name`, as the superuser; returns what psql printed.
    @discardableResult
    public func execute(_ sql: String, in database: String) async throws -> String {
        try await run(
            "\(binaries)/psql",
            [
                "-h", socketFolder, "-p", "\(port)", "-U", "lasso", "-d", database, "-qAtX", "-v", "ON_ERROR_STOP=1",
                "-c", sql,
            ])
    }

    /// Stops the server at once, as a crash would (its data stays).
    public func kill() async throws {
        try await run(
            "\(binaries)/pg_ctl", ["-D", "\(socketFolder)/data", "-m", "immediate", "-w", "stop"], asServer: true)
    }

    /// Starts the server (again, after ``kill()``) and returns once it accepts connections.
    ///
    /// The server runs in the foreground as this process's child, not daemonized by `pg_ctl
    /// start`: Foundation's `Process` learns that a child ended when a socket it gave the child
    /// closes, and a daemon the child started would hold that socket open for ever.
    public func restart() async throws {
        let process = Process()
        let program = "\(binaries)/postgres"
        let network =
            hasTLS
            ? [
                "-c", "listen_addresses=127.0.0.1", "-c", "ssl=on", "-c", "ssl_cert_file=\(socketFolder)/server.crt",
                "-c", "ssl_key_file=\(socketFolder)/server.key",
            ] : ["-c", "listen_addresses="]
        let arguments =
            network + [
                "-D", "\(socketFolder)/data", "-k", socketFolder, "-p", "\(port)", "-c", "fsync=off",
            ]
        if let account {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", account, "--", program] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        }
        let log = "\(socketFolder)/server.log"
        if !FileManager.default.fileExists(atPath: log) {
            _ = FileManager.default.createFile(atPath: log, contents: nil)
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        output.seekToEndOfFile()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Until the server accepts connections, asked again every tenth of a second (as `pg_ctl
        // start -w` does) while it runs, for two minutes at most.
        for _ in 0..<1200 {
            guard process.isRunning else { break }
            let ready = try await ChildProcess.run(
                URL(fileURLWithPath: "\(binaries)/pg_isready"), ["-q", "-h", socketFolder, "-p", "\(port)"],
                timeout: 60)
            if ready.status == 0 { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        throw Failure(description: "the PostgreSQL server did not start; its log (\(log)) says: \(logged.suffix(2000))")
    }

    /// Stops the server and deletes its folder.
    public func stop() async {
        _ = try? await kill()
        try? FileManager.default.removeItem(atPath: socketFolder)
    }

    /// The folder of Debian's PostgreSQL programs, newest version first.
    private static func binaries() -> String? {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return versions.compactMap(Int.init).sorted(by: >).map { "\(root)/\($0)/bin" }
            .first { FileManager.default.isExecutableFile(atPath: "\($0)/initdb") }
    }

    /// Runs `program` (as the server's account when `asServer`), failing with its output.
    @discardableResult
    private func run(_ program: String, _ arguments: [String], asServer: Bool = false) async throws -> String {
        let result =
            if asServer, let account {
                try await ChildProcess.run(
                    URL(fileURLWithPath: "/usr/sbin/runuser"), ["-u", account, "--", program] + arguments, timeout: 120)
            } else {
                try await ChildProcess.run(URL(fileURLWithPath: program), arguments, timeout: 120)
            }
        guard result.status == 0 else {
            throw Failure(
                description:
                    "\((program as NSString).lastPathComponent) \(arguments.joined(separator: " ")) failed (status \(result.status)): \(result.standardError)\(result.standardOutput)"
            )
        }
        return result.standardOutput
    }
}

/// Gives a suite one PostgreSQL server for all its tests (``PostgresTestServer/current``),
/// started before the first and stopped after the last.
public struct PostgresServerTrait: SuiteTrait, TestScoping {
    public var isRecursive: Bool { false }
    /// Whether the server also listens on loopback with TLS (``PostgresTestServer/start(tls:)``).
    public var tls = false

    public init() {}

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try await PostgresTestServer.start(tls: tls)
        do {
            try await PostgresTestServer.$current.withValue(server) { try await function() }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}

extension Trait where Self == PostgresServerTrait {
    /// One PostgreSQL server for the suite's tests (``PostgresTestServer/current``).
    public static var postgresServer: Self { PostgresServerTrait() }

    /// One PostgreSQL server for the suite's tests, listening on loopback with TLS too.
    public static var postgresServerWithTLS: Self {
        var trait = PostgresServerTrait()
        trait.tls = true
        return trait
    }
}

/// A loopback TCP port nothing listens on now (the system's pick for a socket bound to port 0).
private func freeLoopbackPort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw PostgresTestServer.Failure(description: "no socket for a free port") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
        }
    }
    guard bound else { throw PostgresTestServer.Failure(description: "no free loopback port") }
    return Int(UInt16(bigEndian: address.sin_port))
}
