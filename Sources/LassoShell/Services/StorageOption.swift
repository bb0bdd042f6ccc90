import ArgumentParser
import Foundation
import Lasso
import LassoStorage

/// `--storage`, of `run` and `serve`: where plugins keep their records (``Lasso/HostServices``).
struct StorageOption: ParsableArguments {
    /// The value that keeps records in memory only.
    static let memory = "memory"

    @Option(
        help: ArgumentHelp(
            "Where plugins keep their records: a SQLite file, or \(StorageOption.memory) (gone when the app ends).",
            discussion:
                "By default $XDG_STATE_HOME/lasso/storage/CONFIG-NAME.sqlite, shared by `run` and `serve` of the same config; `serve --state-dir FOLDER` keeps it in FOLDER/storage.sqlite. The file is made private (0600) and refused when it is a link, not a regular file, another user's, or writable by others (docs/services.md).",
            valueName: "file"))
    var storage: String?

    /// The store for the app of `config`: `--storage`, else the file in `stateFolder` when
    /// given, else the default one. Reports why it cannot be opened, with the exit status.
    @MainActor
    func open(config: String, stateFolder: String? = nil) -> Result<StorageService, ExitCode> {
        if storage == Self.memory { return .success(.inMemory()) }
        let path =
            storage.map { URL(fileURLWithPath: $0).path }
            ?? stateFolder.map { $0 + "/storage.sqlite" }
            ?? "\(UserFolders().state)/storage/\(AppStateName.of(config: config)).sqlite"
        do throws(StorageOpenProblem) {
            return .success(StorageService(backend: try SQLiteStorageBackend(path: path)))
        } catch {
            let status = ShellOutput.report(.error("the store \(error.description)", hint: error.hint))
            return .failure(ExitCode(status))
        }
    }
}
