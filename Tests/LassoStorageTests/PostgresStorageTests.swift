#if canImport(LassoPostgres)
    import Foundation
    import Testing
    import TestServers

    @testable import Lasso
    @testable import LassoPostgres

    /// What PostgreSQL adds to every backend's contract (StorageContractTests): an address with
    /// its password kept out of every message, several processes sharing one store and hearing
    /// each other's commits, and a server that is down at start or goes away meanwhile.
    @MainActor
    @Suite("Storage: PostgreSQL", .postgresServer, .timeLimit(.minutes(10)))
    struct PostgresStorageTests {
        static let ada = AppUser(authority: .account, name: "ada")

        var server: PostgresTestServer { PostgresTestServer.current! }

        /// A service on `address`, as one `serve` process has it.
        func process(on address: String) async throws -> StorageService {
            StorageService(backend: try await PostgresStorageBackend.open(try PostgresLocation(address)))
        }

        /// Each value the observer of `key` at ada's `notes` in `service` is handed, as they come.
        func values(of key: String, in service: StorageService) -> (AsyncStream<String?>, StorageObservation) {
            let (stream, continuation) = AsyncStream<String?>.makeStream()
            let observation = HostServices(plugin: "notes", user: Self.ada, storage: service).storage.user
                .observe(String.self, key: key) { continuation.yield($0) }
            return (stream, observation)
        }

        // MARK: The address

        @Test func anAddressGivesTheServerUserAndDatabaseAndNeverShowsItsPassword() throws {
            let tcp = try PostgresLocation("postgres://ada:s3cret@db.example:6543/records?sslmode=require")
            #expect(tcp.endpoint == .tcp(host: "db.example", port: 6543))
            #expect(tcp.user == "ada" && tcp.password == "s3cret" && tcp.database == "records")
            #expect(tcp.tlsMode == .require)
            #expect(tcp.description == "postgres://ada@db.example:6543/records")
            let socket = try PostgresLocation(
                "postgresql:///records?host=/run/pg&port=5433", environment: ["PGUSER": "bob"])
            #expect(socket.endpoint == .socket(path: "/run/pg/.s.PGSQL.5433"))
            #expect(socket.user == "bob" && socket.database == "records")
            let fromEnvironment = try PostgresLocation(
                "postgres://db.example", environment: ["PGUSER": "eve", "PGPASSWORD": "pw", "PGDATABASE": "app"])
            #expect(fromEnvironment.password == "pw" && fromEnvironment.database == "app")
            #expect(!fromEnvironment.description.contains("pw"))
            // libpq's modes: prefer by default (encrypted when the server can, its certificate
            // unchecked, as libpq does), verify-full checks the certificate and the host name.
            #expect(fromEnvironment.tlsMode == .prefer)
            #expect(try PostgresLocation("postgres://db.example/x?sslmode=verify-full").tlsMode == .verifyFull)
        }

        @Test(arguments: [
            (
                "postgres://ada:s3cret@db/x?sslmode=maybe",
                "sslmode 'maybe'; it takes disable, prefer, require, verify-full"
            ),
            ("postgres://ada:s3cret@db/x?schema=y", "option this store does not know: 'schema'"),
            ("postgres://ada:s3cret@/x", "names no server"),
            ("postgres:///x?host=relative", "not an absolute path"),
            ("mysql://ada:s3cret@db/x", "is not a PostgreSQL address"),
        ])
        func aBadAddressIsRefusedSayingWhyWithoutItsPassword(_ address: String, _ reason: String) {
            #expect {
                try PostgresLocation(address, environment: [:])
            } throws: { error in
                let text = String(describing: error)
                return text.contains(reason) && !text.contains("s3cret")
            }
        }

        // MARK: Several processes

        @Test func aCommitInOneProcessShowsLiveInAnotherProcesssObserver() async throws {
            let address = try await server.newDatabase()
            let first = try await process(on: address)
            let second = try await process(on: address)
            let (seen, observation) = values(of: "a", in: second)
            var heard = seen.makeAsyncIterator()
            #expect(await heard.next() == .some(nil))
            try await HostServices(plugin: "notes", user: Self.ada, storage: first).storage.user.put(
                "from the first", for: "a")
            #expect(await heard.next() == "from the first")
            withExtendedLifetime(observation) {}
        }

        @Test func twoProcessesIncrementingOneCounterLoseNoIncrement() async throws {
            let address = try await server.newDatabase()
            let processes = [try await process(on: address), try await process(on: address)]
            let counters = processes.map { HostServices(plugin: "notes", user: Self.ada, storage: $0).storage.app }
            let incrementing = counters.map { counter in
                Task { @MainActor in
                    for _ in 0..<10 {
                        try await counter.transaction { transaction in
                            let count = try await transaction.value(Int.self, for: "count") ?? 0
                            try transaction.put(count + 1, for: "count")
                        }
                    }
                }
            }
            for task in incrementing { try await task.value }
            #expect(try await counters[0].value(Int.self, for: "count") == 20)
        }

        // MARK: A server that is not there

        @Test func aServerThatIsDownAtStartIsNamedWithWhatToDo() async throws {
            let location = try PostgresLocation(
                "postgres://lasso@/records?host=/nonexistent-\(UUID().uuidString.prefix(6))")
            let problem = await #expect(throws: StorageOpenProblem.self) {
                _ = try await PostgresStorageBackend.open(location)
            }
            #expect(problem?.path == location.description)
            #expect(problem?.reason.contains("cannot be used as a store") == true)
            #expect(problem?.hint.contains("--storage") == true)
        }

        @Test func aDatabaseThatDoesNotExistIsNamedInTheServersWords() async throws {
            let location = try PostgresLocation(server.address(of: "no_such_database"))
            let problem = await #expect(throws: StorageOpenProblem.self) {
                _ = try await PostgresStorageBackend.open(location)
            }
            #expect(problem?.reason.contains("database \"no_such_database\" does not exist") == true)
        }
    }

    /// TLS with libpq's modes, against a server with a self-signed certificate (as Debian's).
    @MainActor
    @Suite("Storage: PostgreSQL over TLS", .postgresServerWithTLS, .timeLimit(.minutes(10)))
    struct PostgresTLSTests {
        @Test func preferAndRequireEncryptWithASelfSignedCertificateAndVerifyFullRefusesIt() async throws {
            let server = try #require(PostgresTestServer.current)
            let database = try await server.newDatabaseName()
            let address = "postgres://lasso@127.0.0.1:\(server.port)/\(database)?sslmode="
            let user = AppUser(authority: .account, name: "ada")
            // require refuses a server that does not speak TLS: that it works says TLS is spoken.
            for mode in ["prefer", "require", "disable"] {
                let service = StorageService(
                    backend: try await PostgresStorageBackend.open(try PostgresLocation(address + mode)))
                let records = HostServices(plugin: "notes", user: user, storage: service).storage.user
                try await records.put(mode, for: mode)
                #expect(try await records.value(String.self, for: mode) == mode)
            }
            let refusal = await #expect(throws: StorageOpenProblem.self) {
                _ = try await PostgresStorageBackend.open(try PostgresLocation(address + "verify-full"))
            }
            #expect(refusal?.reason.contains("TLS with the server failed") == true, "\(String(describing: refusal))")
            #expect(refusal?.reason.contains("sslmode=require encrypts without checking") == true)
        }
    }

    /// A server that goes away while the app runs: its own server, since the test stops it.
    @MainActor
    @Suite("Storage: PostgreSQL going away", .postgresServer, .timeLimit(.minutes(10)))
    struct PostgresServerLossTests {
        static let ada = AppUser(authority: .account, name: "ada")

        @Test func aServerThatGoesAwayFailsReadsNamingThePluginAndIsUsedAgainOnceBack() async throws {
            let server = try #require(PostgresTestServer.current)
            let address = try await server.newDatabase()
            let first = StorageService(backend: try await PostgresStorageBackend.open(try PostgresLocation(address)))
            let second = StorageService(
                backend: try await PostgresStorageBackend.open(try PostgresLocation(address), timeout: .seconds(3)))
            let writer = HostServices(plugin: "notes", user: Self.ada, storage: first).storage.user
            let reader = HostServices(plugin: "notes", user: Self.ada, storage: second).storage.user
            try await writer.put("before", for: "a")
            let (stream, continuation) = AsyncStream<String?>.makeStream()
            let observation = reader.observe(String.self, key: "a") { continuation.yield($0) }
            var seen = stream.makeAsyncIterator()
            #expect(await seen.next() == "before")

            try await server.kill()
            let error = await #expect(throws: StorageError.self) { try await reader.value(String.self, for: "a") }
            #expect(error?.kind == .unavailable)
            #expect(error?.description.contains("plugin notes") == true)

            try await server.restart()
            // The writer's pool connects anew; the reader's listener hears again and refreshes
            // what it watches, so the change shows even if its notification came while it was away.
            var written = false
            while !written {
                do {
                    try await writer.put("after", for: "a")
                    written = true
                } catch {
                    try await Task.sleep(for: .milliseconds(100))
                }
            }
            var latest: String?? = nil
            while latest != .some("after"), let next = await seen.next() { latest = next }
            #expect(latest == .some("after"))
            #expect(try await reader.value(String.self, for: "a") == "after")
            withExtendedLifetime(observation) {}
        }
    }
#endif
