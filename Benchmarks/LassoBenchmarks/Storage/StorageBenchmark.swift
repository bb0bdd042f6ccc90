import Foundation
import Lasso
import LassoStorage

#if canImport(LassoPostgres)
    import LassoPostgres
#endif

extension BenchmarkSuite {
    /// `lasso-benchmarks storage`: a plugin's records through `StorageArea`, SQLite and memory,
    /// and PostgreSQL when given a server's address.
    static let storage = BenchmarkSuite(
        name: "storage",
        summary:
            "a plugin's records: get, put (committed), prefix reads, observation, 1,000 writers [--postgres ADDRESS]",
        run: { try await StorageBenchmark.run(arguments: $0) }
    )
}

/// The `storage` suite (issue "Features that keep data and know their user", BENCHMARKS.md
/// "Storage"): each operation awaited alone from the main actor, as a store does, its latency
/// taken one by one; SQLite (a file in a temporary folder, WAL) beside the in-memory double, and
/// PostgreSQL with `--postgres postgres://…` (Benchmarks/storage-postgres.sh starts a server of
/// its own for it).
///
///     lasso-benchmarks storage [OPERATIONS] [LOAD-SECONDS] [--postgres ADDRESS]
@MainActor
enum StorageBenchmark {
    /// A backend to measure: how to make a service on it, and, for a backend that tells other
    /// processes of its commits, how to make the service of another process on the same records.
    private struct Backend {
        let name: String
        /// Where its records are, when the report should say (a server).
        var location: String?
        let make: @MainActor () async throws -> StorageService
        let makeOtherProcess: (@MainActor () async throws -> StorageService)?
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A record the size of a contact or a settings value.
    struct Record: Codable {
        var name = "Ada Lovelace"
        var phone = "+44 20 7946 0018"
        var email = "ada@example.org"
        var notes = String(repeating: "x", count: 120)
        var count = 0
    }

    static func run(arguments: [String]) async throws -> Int32 {
        var positional: [String] = []
        var postgresAddress: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--postgres" {
                guard let address = remaining.popFirst() else {
                    throw Failure(description: "--postgres needs an address: postgres:///DATABASE?host=/SOCKET-FOLDER")
                }
                postgresAddress = address
            } else {
                positional.append(argument)
            }
        }
        let operations = positional.first.flatMap { Int($0) } ?? 5_000
        let loadSeconds = positional.dropFirst().first.flatMap { Int($0) } ?? 10
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-storage-bench-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var backends = [
            Backend(
                name: "sqlite",
                make: { try StorageService(backend: SQLiteStorageBackend(path: folder + "/\(UUID()).sqlite")) },
                // SQLite tells no other process of a commit: another process's observer sees it
                // only when it reads again.
                makeOtherProcess: nil),
            Backend(name: "memory", make: { StorageService.inMemory() }, makeOtherProcess: nil),
        ]
        if let postgresAddress { backends.append(try postgres(postgresAddress)) }

        print("Storage: a plugin's records through StorageArea, from the main actor")
        print(MachineInfo.summary)
        print(
            "operations: \(Format.grouped(operations)) per case, each timed alone; load: 1,000 writers × 1/s × \(loadSeconds) s"
        )
        for backend in backends {
            if let location = backend.location { print("\(backend.name): \(location)") }
        }
        print("")
        var table = TextTable("case", "backend", "p50 µs", "p99 µs", "max µs", textColumns: 2)
        for backend in backends {
            let name = backend.name
            let service = try await backend.make()
            let user = AppUser(authority: .account, name: "ada")
            let records = HostServices(plugin: "bench", user: user, storage: service).storage.user
            let other = HostServices(plugin: "bench", user: user, storage: service).storage.user
            var record = Record()
            try await records.put(record, for: "key")
            for index in 0..<100 { try await records.put(record, for: "list/\(index)") }

            let gets = try await latencies(operations) { _ in _ = try await records.value(Record.self, for: "key") }
            table.append(row: ["get", name] + describe(gets))
            let puts = try await latencies(operations) { index in
                record.count = index
                try await records.put(record, for: "key")
            }
            table.append(row: ["put (committed)", name] + describe(puts))
            let prefix = try await latencies(operations / 10) { _ in
                _ = try await records.values(Record.self, withPrefix: "list/")
            }
            table.append(row: ["prefix read, 100 records", name] + describe(prefix))
            let observed = try await observationLatencies(
                operations / 10, writer: other, observed: records, service: service)
            table.append(row: ["put → another session's observer", name] + describe(observed))
            if let makeOtherProcess = backend.makeOtherProcess {
                // Another process's service, with its own backend on the same records, as
                // another `serve` process has: the change reaches it from the database.
                let otherProcess = try await makeOtherProcess()
                let across = try await observationLatencies(
                    operations / 10, writer: other,
                    observed: HostServices(plugin: "bench", user: user, storage: otherProcess).storage.user,
                    service: otherProcess, key: "watched across")
                table.append(row: ["put → observer in another process", name] + describe(across))
            }
            let load = try await writersLoad(service: service, seconds: loadSeconds)
            table.append(row: ["put, 1,000 writers × 1/s", name] + describe(load))
        }
        print(table.rendered)
        print(
            "put → observer in another process: PostgreSQL only (NOTIFY); SQLite tells no other process of a commit"
        )
        return 0
    }

    /// PostgreSQL at `address`: each service opens a backend of its own (its pool, and the
    /// connection that listens for the other processes' commits).
    private static func postgres(_ address: String) throws -> Backend {
        #if canImport(LassoPostgres)
            let location = try PostgresLocation(address)
            let make: @MainActor () async throws -> StorageService = {
                StorageService(backend: try await PostgresStorageBackend.open(location))
            }
            return Backend(name: "postgres", location: location.description, make: make, makeOtherProcess: make)
        #else
            throw Failure(description: "this build has no PostgreSQL (the root package was built with LASSO_SERVE=0)")
        #endif
    }

    /// The latency of each of `count` runs of `operation`, in nanoseconds.
    private static func latencies(_ count: Int, _ operation: (Int) async throws -> Void) async throws -> [Double] {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            let start = clock.now
            try await operation(index)
            samples.append(nanoseconds(start.duration(to: clock.now)))
        }
        return samples
    }

    /// From a put in one session to the moment an observer of the key in another session (of
    /// the same service, or of another process's: `service` is the observer's) has the new value.
    private static func observationLatencies(
        _ count: Int, writer: StorageArea, observed: StorageArea, service: StorageService, key: String = "watched"
    ) async throws -> [Double] {
        var latest: Int?
        var delivered: (@MainActor (Record?) -> Void)?
        let observation = observed.observe(Record.self, key: key) { value in
            latest = value?.count
            delivered?(value)
        }
        await service.settled()
        // Until the observer hears a put: another process's backend starts listening on a
        // connection of its own, a moment after it opens.
        var heard = false
        for attempt in 1...20 where !heard {
            try await writer.put(Record(count: -attempt), for: key)
            for _ in 0..<500 where !heard {
                try await Task.sleep(for: .milliseconds(1))
                heard = latest == -attempt
            }
        }
        guard heard else { throw Failure(description: "the observer never heard a put of '\(key)'") }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for index in 0..<count {
            let start = clock.now
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                delivered = { value in
                    guard value?.count == index else { return }
                    delivered = nil
                    done.resume()
                }
                Task { try await writer.put(Record(count: index), for: key) }
            }
            samples.append(nanoseconds(start.duration(to: clock.now)))
        }
        withExtendedLifetime(observation) {}
        return samples
    }

    /// 1,000 users' sessions, each writing its own record once a second, spread evenly: the
    /// latency of every put.
    private static func writersLoad(service: StorageService, seconds: Int) async throws -> [Double] {
        let areas = (0..<1_000).map {
            HostServices(plugin: "bench", user: AppUser(authority: .account, name: "user\($0)"), storage: service)
                .storage.user
        }
        let clock = ContinuousClock()
        let start = clock.now
        var samples: [Double] = []
        var pending: [Task<Double, any Error>] = []
        for tick in 0..<(seconds * 1_000) {
            try await Task.sleep(until: start.advanced(by: .milliseconds(tick)), clock: clock)
            let area = areas[tick % areas.count]
            pending.append(
                Task {
                    let begun = clock.now
                    try await area.put(Record(count: tick), for: "state")
                    return nanoseconds(begun.duration(to: clock.now))
                })
        }
        for task in pending { samples.append(try await task.value) }
        return samples
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    private static func describe(_ samples: [Double]) -> [String] {
        let sorted = samples.sorted()
        func at(_ fraction: Double) -> String {
            Format.fixed(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] / 1_000, 1)
        }
        return [at(0.5), at(0.99), Format.fixed((sorted.last ?? 0) / 1_000, 1)]
    }
}
