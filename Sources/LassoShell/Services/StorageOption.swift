import ArgumentParser
import Foundation
import Lasso
import LassoConfig
import LassoStorage
import Synchronization

#if LASSO_SERVE
    import LassoPostgres
#endif

/// `--storage`, of `run` and `serve`: where plugins keep their records (``Lasso/HostServices``).
struct StorageOption: ParsableArguments {
    /// The value that keeps records in memory only.
    static let memory = "memory"

    @Option(
        help: ArgumentHelp(
            "Where plugins keep their records: a SQLite file, a postgres:// address, or \(StorageOption.memory) (gone when the app ends).",
            discussion:
                "Overrides the config's 'storage:'. By default $XDG_STATE_HOME/lasso/storage/CONFIG-NAME.sqlite, shared by `run` and `serve` of the same config; `serve --state-dir FOLDER` keeps it in FOLDER/storage.sqlite. A SQLite file is made private (0600) and refused when it is a link, not a regular file, another user's, or writable by others. postgres://USER@HOST:PORT/DATABASE (or postgres:///DATABASE?host=/SOCKET-FOLDER) keeps them on a PostgreSQL server that several `serve` processes share; the password comes from PGPASSWORD rather than the command line (docs/services.md).",
            valueName: "store"))
    var storage: String?

    /// The store for the app of `config`: `--storage`, else the config's `storage:`, else the
    /// file in `stateFolder` when given, else the default one. Reports why it cannot be opened,
    /// with the exit status.
    @MainActor
    func open(config: String, appConfig: AppConfig, stateFolder: String? = nil) -> Result<StorageService, ExitCode> {
        let chosen: (address: String, file: ProgramMessage.Location?)? =
            storage.map { ($0, nil) }
            ?? appConfig.storage.map { configured in
                let position = configured.location
                return (
                    configured.value,
                    ProgramMessage.Location(file: config, line: position.line, column: position.column)
                )
            }
        if chosen?.address == Self.memory { return .success(.inMemory()) }
        if let chosen, chosen.address.contains("://") {
            return openServer(chosen.address, file: chosen.file)
        }
        let path: String
        if let chosen {
            // A path in the config is relative to the config's folder, as its plugins' are.
            path =
                chosen.file == nil || chosen.address.hasPrefix("/")
                ? URL(fileURLWithPath: chosen.address).path
                : URL(fileURLWithPath: chosen.address, relativeTo: URL(fileURLWithPath: appConfig.directory)).path
        } else {
            path =
                stateFolder.map { $0 + "/storage.sqlite" }
                ?? "\(UserFolders().state)/storage/\(AppStateName.of(config: config)).sqlite"
        }
        do throws(StorageOpenProblem) {
            return .success(StorageService(backend: try SQLiteStorageBackend(path: path)))
        } catch {
            return .failure(Self.refuse(error))
        }
    }

    /// A store on a server (`postgres://…`), connected before the app starts: the main thread
    /// waits for it, as nothing else runs yet.
    @MainActor
    private func openServer(_ address: String, file: ProgramMessage.Location?) -> Result<StorageService, ExitCode> {
        #if LASSO_SERVE
            guard PostgresLocation.names(address) else {
                return .failure(
                    Self.refuse(
                        "the store address '\(address)' has a scheme this \(ShellProgram.name) does not know",
                        file: file,
                        hint: "write postgres://USER@HOST:PORT/DATABASE, a SQLite file's path, or \(Self.memory)"))
            }
            let location: PostgresLocation
            do throws(PostgresLocation.Problem) {
                location = try PostgresLocation(address)
            } catch {
                return .failure(
                    Self.refuse(
                        "the store \(error.description)", file: file,
                        hint: "write postgres://USER@HOST:PORT/DATABASE or postgres:///DATABASE?host=/SOCKET-FOLDER"))
            }
            switch StartupWait.result(of: { () async throws(StorageOpenProblem) in
                try await PostgresStorageBackend.open(location)
            }) {
            case .success(let backend): return .success(StorageService(backend: backend))
            case .failure(let problem): return .failure(Self.refuse(problem))
            }
        #else
            return .failure(
                Self.refuse(
                    "this \(ShellProgram.name) was built without PostgreSQL (LASSO_SERVE=0), so it cannot open '\(address)'",
                    file: file, hint: "build it without LASSO_SERVE=0, or give a SQLite file"))
        #endif
    }

    private static func refuse(_ problem: StorageOpenProblem) -> ExitCode {
        refuse("the store \(problem.description)", file: nil, hint: problem.hint)
    }

    private static func refuse(_ text: String, file: ProgramMessage.Location?, hint: String) -> ExitCode {
        ExitCode(ShellOutput.report(ProgramMessage(.error, at: file, text, hint: hint)))
    }
}

/// Waits, on the main thread at start-up, for work that can only be awaited (connecting to a
/// server): the work runs on the cooperative pool, never on the main actor, so the wait cannot
/// deadlock; nothing else runs on the main thread yet.
private enum StartupWait {
    static func result<Value: Sendable, Failure: Error>(
        of work: @escaping @Sendable () async throws(Failure) -> Value
    ) -> Result<Value, Failure> {
        let finished = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Value, Failure>?>(nil)
        Task.detached {
            let result: Result<Value, Failure>
            do throws(Failure) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        finished.wait()
        return outcome.withLock { $0! }
    }
}
