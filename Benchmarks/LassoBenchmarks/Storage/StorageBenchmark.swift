import Foundation
import Lasso
import LassoStorage

extension BenchmarkSuite {
    /// `lasso-benchmarks storage`: a plugin's records through `StorageArea`, SQLite and memory.
    static let storage = BenchmarkSuite(
        name: "storage",
        summary: "a plugin's records: get, put (committed), prefix reads, observation, 1,000 writers",
        run: { try await StorageBenchmark.run(arguments: $0) }
    )
}

/// The `storage` suite (issue "Features that keep data and know their user", BENCHMARKS.md
/// "Storage"): each operation awaited alone from the main actor, as a store does, its latency
/// taken one by one; SQLite (a file in a temporary folder, WAL) beside the in-memory double.
@MainActor
enum StorageBenchmark {
    /// A record the size of a contact or a settings value.
    struct Record: Codable {
        var name = "Ada Lovelace"
        var phone = "+44 20 7946 0018"
        var email = "ada@example.org"
        var notes = String(repeating: "x", count: 120)
        var count = 0
    }

    static func run(arguments: [String]) async throws -> Int32 {
        let operations = arguments.first.flatMap { Int($0) } ?? 5_000
        let loadSeconds = arguments.dropFirst().first.flatMap { Int($0) } ?? 10
        print("Storage: a plugin's records through StorageArea, from the main actor")
        print(MachineInfo.summary)
        print(
            "operations: \(Format.grouped(operations)) per case, each timed alone; load: 1,000 writers × 1/s × \(loadSeconds) s"
        )
        print("")
        var table = TextTable("case", "backend", "p50 µs", "p99 µs", "max µs", textColumns: 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-storage-bench-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, make) in [
            ("sqlite", { try StorageService(backend: SQLiteStorageBackend(path: folder + "/\(UUID()).sqlite")) }),
            ("memory", { StorageService.inMemory() }),
        ] as [(String, () throws -> StorageService)] {
            let service = try make()
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
            let load = try await writersLoad(service: service, seconds: loadSeconds)
            table.append(row: ["put, 1,000 writers × 1/s", name] + describe(load))
        }
        print(table.rendered)
        return 0
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

    /// From a put in one session to the moment an observer of the key in another session has
    /// the new value.
    private static func observationLatencies(
        _ count: Int, writer: StorageArea, observed: StorageArea, service: StorageService
    ) async throws -> [Double] {
        var delivered: (@MainActor (Record?) -> Void)?
        let observation = observed.observe(Record.self, key: "watched") { delivered?($0) }
        await service.settled()
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
                Task { try await writer.put(Record(count: index), for: "watched") }
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
