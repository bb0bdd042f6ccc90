import CLassoPluginABI
import CPluginFixtures
import Foundation
import Lasso
import Synchronization
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// ABI 1.4: a C screen's host services — the session's user, the plugin's records (written,
/// read, followed live across sessions of the same user) and its log — through
/// `lasso_c_instance_api`, as a Swift store gets them through `HostServices`.
@MainActor
@Suite("C plugins reach storage, the user and the log (plugin ABI 1.4)")
struct CPluginServicesTests {
    let registry = ModuleRegistry()
    let module: RegisteredModule
    let storage = StorageService.inMemory()
    /// The log lines the screens wrote.
    final class Lines: Sendable {
        let lines = Mutex<[LogLine]>([])
    }
    let log = Lines()

    init() throws {
        try PluginOpener(registry: registry).registerLinked(origin: "cnotes") {
            UnsafeRawPointer(lasso_fixture_cnotes_describe()!)
        }
        module = try #require(registry.module(named: "cnotes.notes"))
    }

    /// ABI 1.5: a C plugin declares a setting as JSON, which the host checks and lists.
    @Test func aSettingDeclaredInCIsTheHostsAsASwiftOnesIs() throws {
        let declaration = try #require(registry.settings.declaration("lines", of: "cnotes"))
        #expect(declaration.kind == .integer && declaration.defaultValue == .integer(3))
        #expect(declaration.expectation == "a whole number from 1 to 20")
        #expect(declaration.help == "How many lines of the note show.")
    }

    /// A notes screen in a session of `user`, on the suite's one store.
    private func notes(of user: AppUser) throws -> CScreenStore {
        let sink = LogSink(level: .debug) { [log] line in log.lines.withLock { $0.append(line) } }
        let services = SessionServices(user: user, storage: storage, log: sink).services(for: "cnotes")
        let instance = try module.instantiate(nil, services)
        return try #require(instance.store as? CScreenStore)
    }

    private func text(_ store: CScreenStore, _ field: String) -> String {
        if case .string(let value)? = store.value(of: field) { return value }
        return "(not a string)"
    }

    /// Waits until `condition` holds, letting the store's reads and observers run.
    private func settle(_ condition: () -> Bool) async {
        for _ in 0..<1000 where !condition() {
            await storage.settled()
            await Task.yield()
        }
    }

    @Test func aNoteSavedInOneSessionShowsLiveInTheSameUsersOtherAndNeverInAnothers() async throws {
        let ada = AppUser(authority: .account, name: "ada")
        let first = try notes(of: ada)
        let second = try notes(of: ada)
        let bob = try notes(of: AppUser(authority: .account, name: "bob"))
        #expect(text(first, "user") == "account:ada")
        #expect(text(bob, "user") == "account:bob")
        first.dispatchAction(.invoke("edited", [.string("milk \"and\" eggs")]))
        first.dispatchAction(.invoke("save", []))
        await settle { text(second, "stored") == #""milk \"and\" eggs""# }
        #expect(text(second, "stored") == #""milk \"and\" eggs""#)
        #expect(text(first, "stored") == #""milk \"and\" eggs""#)
        #expect(text(bob, "stored") == "")
        // A new session of the same user reads it at once.
        let later = try notes(of: ada)
        await settle { text(later, "stored") != "" }
        #expect(text(later, "stored") == #""milk \"and\" eggs""#)
        // Deleted: every follower is told there is none.
        first.dispatchAction(.invoke("forget", []))
        await settle { text(second, "stored") == "" }
        #expect(text(second, "stored") == "")
    }

    @Test func aSaveIsLoggedWithThePluginAndTheUser() async throws {
        let store = try notes(of: AppUser(authority: .account, name: "ada"))
        store.dispatchAction(.invoke("save", []))
        let saved = log.lines.withLock { $0 }.first { $0.message == "saved the note" }
        #expect(saved?.source == "cnotes")
        #expect(saved?.user == "account:ada")
        #expect(saved?.level == .info)
    }

    @Test func misuseIsRefusedAndReportedNamingTheScreenAndWhatIsWrong() async throws {
        let store = try notes(of: .systemAccount)
        let reports = LassoDiagnostics.capturingReports {
            store.dispatchAction(.invoke("misuse", []))
        }
        #expect(reports.contains { $0.message.contains("C screen cnotes.notes: storage_write: scope 7 is neither") })
        #expect(
            reports.contains {
                $0.message.contains("storage_read: the action 'save' takes the record's JSON text (signature \"str\")")
            })
        #expect(reports.contains { $0.message.contains("storage_write: the value of 'note' is not JSON text") })
    }
}
