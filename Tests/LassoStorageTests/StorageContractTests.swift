import Foundation
import Testing

@testable import Lasso
@testable import LassoStorage

#if canImport(LassoPostgres)
    import LassoPostgres
    import TestServers
#endif

/// What every storage backend does the same: SQLite (a file, as `run` and `serve` use it),
/// PostgreSQL (a real server of the suite's own, each test in a database of its own) and the
/// in-memory double that plugins' tests get.
@MainActor
@Suite("Storage: every backend", .postgresServerWhenBuilt)
struct StorageContractTests {
    enum Backend: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, memory
        #if canImport(LassoPostgres)
            case postgres
        #endif
        var testDescription: String { rawValue }
    }

    struct Note: Codable, Equatable, Sendable {
        var text: String
        var stars = 0
    }

    static func service(_ backend: Backend) async throws -> StorageService {
        switch backend {
        case .memory:
            return .inMemory()
        #if canImport(LassoPostgres)
            case .postgres:
                let server = try #require(PostgresTestServer.current)
                let location = try PostgresLocation(try await server.newDatabase())
                return StorageService(backend: try await PostgresStorageBackend.open(location))
        #endif
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lasso-store-\(UUID().uuidString)")
            return StorageService(backend: try SQLiteStorageBackend(path: folder.path + "/store.sqlite"))
        }
    }

    static let ada = AppUser(authority: .account, name: "ada")
    static let bob = AppUser(authority: .account, name: "bob")

    @Test(arguments: Backend.allCases)
    func aValuePutIsReadBackReplacedAndDeleted(_ backend: Backend) async throws {
        let records = HostServices(plugin: "notes", user: Self.ada, storage: try await Self.service(backend)).storage
            .user
        #expect(try await records.value(Note.self, for: "a") == nil)
        try await records.put(Note(text: "one"), for: "a")
        #expect(try await records.value(Note.self, for: "a") == Note(text: "one"))
        try await records.put(Note(text: "two", stars: 3), for: "a")
        #expect(try await records.value(Note.self, for: "a") == Note(text: "two", stars: 3))
        try await records.delete("a")
        #expect(try await records.value(Note.self, for: "a") == nil)
        try await records.delete("never there")
    }

    @Test(arguments: Backend.allCases)
    func aPrefixReadsItsRecordsInKeyOrderAndNoOthers(_ backend: Backend) async throws {
        let records = HostServices(plugin: "notes", user: Self.ada, storage: try await Self.service(backend)).storage
            .app
        for key in ["note/b", "note/a", "note/é", "notebook", "other/a", "note%", "note_x"] {
            try await records.put(Note(text: key), for: key)
        }
        let keys = try await records.values(Note.self, withPrefix: "note/").map(\.key)
        #expect(keys == ["note/a", "note/b", "note/é"])
        // Characters LIKE or GLOB would treat as patterns are plain text here.
        #expect(try await records.values(Note.self, withPrefix: "note%").map(\.key) == ["note%"])
        #expect(try await records.values(Note.self, withPrefix: "").count == 7)
    }

    @Test(arguments: Backend.allCases)
    func aPrefixIsReadAPageAtATimeEitherWayFromAfterAKey(_ backend: Backend) async throws {
        let records = HostServices(plugin: "notes", user: Self.ada, storage: try await Self.service(backend)).storage
            .app
        // Keys around the prefix's ends, so that a page never runs past them either way.
        for key in ["note-", "note/a", "note/b", "note/c", "note/d", "note/é", "note0", "notebook", "other"] {
            try await records.put(Note(text: key), for: key)
        }
        func page(after key: String? = nil, limit: Int, reversed: Bool = false) async throws -> [String] {
            try await records.values(Note.self, withPrefix: "note/", after: key, limit: limit, reversed: reversed)
                .map(\.key)
        }
        #expect(try await page(limit: 2) == ["note/a", "note/b"])
        #expect(try await page(after: "note/b", limit: 2) == ["note/c", "note/d"])
        #expect(try await page(after: "note/d", limit: 2) == ["note/é"])
        #expect(try await page(after: "note/é", limit: 2) == [])
        #expect(try await page(after: "note/bb", limit: 1) == ["note/c"], "the key read after need not exist")
        #expect(try await page(limit: 2, reversed: true) == ["note/é", "note/d"])
        #expect(try await page(after: "note/d", limit: 10, reversed: true) == ["note/c", "note/b", "note/a"])
        #expect(try await page(after: "note/a", limit: 10, reversed: true) == [])
        #expect(try await page(limit: 0) == [])
        #expect(
            try await records.values(Note.self, withPrefix: "", after: "note0", limit: 5).map(\.key)
                == ["notebook", "other"])
    }

    @Test func aRangesUpperBoundIsTheLeastKeyAfterEveryKeyWithItsPrefix() {
        #expect(StorageKeyRange(prefix: "note/").upperBound == "note0")
        #expect(StorageKeyRange(prefix: "a\u{D7FF}").upperBound == "a\u{E000}")
        #expect(StorageKeyRange(prefix: "a\u{10FFFF}").upperBound == "b")
        #expect(StorageKeyRange(prefix: "").upperBound == nil)
        #expect(StorageKeyRange(prefix: "\u{10FFFF}").upperBound == nil)
    }

    @Test(arguments: Backend.allCases)
    func aPluginReachesNeitherAnotherPluginsRecordsNorAnotherUsers(_ backend: Backend) async throws {
        let service = try await Self.service(backend)
        let adaNotes = HostServices(plugin: "notes", user: Self.ada, storage: service).storage
        let bobNotes = HostServices(plugin: "notes", user: Self.bob, storage: service).storage
        let adaTodos = HostServices(plugin: "todos", user: Self.ada, storage: service).storage
        try await adaNotes.user.put(Note(text: "ada's"), for: "k")
        try await adaNotes.app.put(Note(text: "everyone's"), for: "k")
        #expect(try await bobNotes.user.value(Note.self, for: "k") == nil)
        #expect(try await bobNotes.user.values(Note.self, withPrefix: "").isEmpty)
        #expect(try await bobNotes.app.value(Note.self, for: "k") == Note(text: "everyone's"))
        #expect(try await adaTodos.user.value(Note.self, for: "k") == nil)
        #expect(try await adaTodos.app.value(Note.self, for: "k") == nil)
    }

    @Test(arguments: Backend.allCases)
    func aValueThatNoLongerDecodesIsRefusedNamingThePluginKeyAndFieldAndKept(_ backend: Backend) async throws {
        struct Renamed: Codable { var title: String }
        let records = HostServices(plugin: "notes", user: Self.ada, storage: try await Self.service(backend)).storage
            .user
        try await records.put(Note(text: "kept"), for: "a")
        let error = await #expect(throws: StorageError.self) { try await records.value(Renamed.self, for: "a") }
        #expect(error?.kind == .undecodable)
        #expect(error?.description.contains("plugin notes, key 'a'") == true)
        #expect(error?.description.contains("title") == true)
        #expect(try await records.value(Note.self, for: "a") == Note(text: "kept"), "nothing is overwritten")
    }

    @Test(arguments: Backend.allCases)
    func aTransactionAppliesAllItsWritesOrNone(_ backend: Backend) async throws {
        let records = HostServices(plugin: "notes", user: Self.ada, storage: try await Self.service(backend)).storage
            .user
        try await records.put(Note(text: "a"), for: "a")
        struct Stop: Error {}
        await #expect(throws: Stop.self) {
            try await records.transaction { transaction in
                try transaction.put(Note(text: "changed"), for: "a")
                try transaction.put(Note(text: "new"), for: "b")
                throw Stop()
            }
        }
        #expect(try await records.value(Note.self, for: "a") == Note(text: "a"))
        #expect(try await records.value(Note.self, for: "b") == nil)
        let moved = try await records.transaction { transaction in
            let note = try await transaction.value(Note.self, for: "a")
            transaction.delete("a")
            try transaction.put(note, for: "b")
            #expect(try await transaction.value(Note.self, for: "a") == nil, "a transaction reads its own writes")
            return note
        }
        #expect(moved == Note(text: "a"))
        #expect(try await records.value(Note.self, for: "a") == nil)
        #expect(try await records.value(Note.self, for: "b") == Note(text: "a"))
    }

    @Test(arguments: Backend.allCases)
    func aTransactionWhoseReadChangedMeanwhileRunsAgainWithTheNewValue(_ backend: Backend) async throws {
        let service = try await Self.service(backend)
        let records = HostServices(plugin: "notes", user: Self.ada, storage: service).storage.user
        let other = HostServices(plugin: "notes", user: Self.ada, storage: service).storage.user
        try await records.put(1, for: "count")
        var runs = 0
        try await records.transaction { transaction in
            runs += 1
            let count = try await transaction.value(Int.self, for: "count") ?? 0
            // Another session writes between this read and the commit, once.
            if runs == 1 { try await other.put(10, for: "count") }
            try transaction.put(count + 1, for: "count")
        }
        #expect(runs == 2)
        #expect(try await records.value(Int.self, for: "count") == 11, "no write is lost")
    }

    @Test(arguments: Backend.allCases)
    func anObserverSeesTheValueNowAndEveryChangeFromAnySessionOfTheUser(_ backend: Backend) async throws {
        let service = try await Self.service(backend)
        let first = HostServices(plugin: "notes", user: Self.ada, storage: service).storage
        let second = HostServices(plugin: "notes", user: Self.ada, storage: service).storage
        let bob = HostServices(plugin: "notes", user: Self.bob, storage: service).storage
        try await first.user.put(Note(text: "before"), for: "a")
        var seen: [Note?] = []
        var listed: [[String]] = []
        let observation = first.user.observe(Note.self, key: "a") { seen.append($0) }
        let listing = first.user.observe(Note.self, prefix: "") { listed.append($0.map(\.key)) }
        await service.settled()
        #expect(seen == [Note(text: "before")])
        try await second.user.put(Note(text: "after"), for: "a")
        try await bob.user.put(Note(text: "bob's"), for: "a")
        try await second.user.put(Note(text: "other key"), for: "b")
        await service.settled()
        #expect(seen == [Note(text: "before"), Note(text: "after")], "bob's record and another key are not ada's 'a'")
        // Changes in quick succession may come as one: the newest records, never older ones after.
        #expect(listed.first == ["a"])
        #expect(listed.last == ["a", "b"])
        observation.cancel()
        try await second.user.delete("a")
        await service.settled()
        #expect(seen.count == 2, "a cancelled observation hears nothing more")
        withExtendedLifetime(listing) {}
    }

    @Test(arguments: Backend.allCases)
    func anObserversErrorWithoutAHandlerGoesToTheServicesReportNotNowhere(_ backend: Backend) async throws {
        struct Renamed: Codable { var title: String }
        let service = try await Self.service(backend)
        let records = HostServices(plugin: "notes", user: Self.ada, storage: service).storage.user
        try await records.put(Note(text: "kept"), for: "a")
        var reports: [StorageError] = []
        service.reportError = { reports.append($0) }
        var seen = 0
        let observation = records.observe(Renamed.self, key: "a") { _ in seen += 1 }
        await service.settled()
        #expect(seen == 0)
        #expect(reports.map(\.kind) == [.undecodable])
        withExtendedLifetime(observation) {}
    }

    @Test func theServicesReportIsTheRuntimesWhichTheHostShows() throws {
        let service = StorageService.inMemory()
        let error = StorageError(.undecodable, plugin: "notes", key: "a", reason: "no field 'title'")
        // Synchronous: the runtime's one report handler is replaced only for this call.
        let reports = LassoDiagnostics.capturingReports { service.reportError(error) }
        #expect(reports.map(\.message) == [error.description])
    }

    @Test(arguments: Backend.allCases)
    func aSecretFieldIsNeverStored(_ backend: Backend) async throws {
        struct Login: Codable, Equatable {
            var name: String
            @Secret var password: String = ""
        }
        let records = HostServices(plugin: "auth", user: Self.ada, storage: try await Self.service(backend)).storage
            .user
        try await records.put(Login(name: "ada", password: "hunter2"), for: "login")
        let stored = try await records.value(Login.self, for: "login")
        #expect(stored?.name == "ada")
        #expect(stored?.password == "")
    }
}

extension Trait where Self == PostgresServerWhenBuilt {
    /// The suite's PostgreSQL server, when the build has PostgreSQL (`LASSO_SERVE` is not 0).
    static var postgresServerWhenBuilt: Self { PostgresServerWhenBuilt() }
}

/// ``PostgresServerTrait`` when the build has PostgreSQL, else nothing.
struct PostgresServerWhenBuilt: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        #if canImport(LassoPostgres)
            try await PostgresServerTrait().provideScope(for: test, testCase: testCase, performing: function)
        #else
            try await function()
        #endif
    }
}
