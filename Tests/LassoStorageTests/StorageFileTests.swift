import Foundation
import Lasso
import Testing

@testable import LassoStorage

/// A store's file that is not fit to hold a user's records is refused before SQLite opens it,
/// naming the file and what to do, and left as it was.
@Suite("Storage: the store's file")
struct StorageFileTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-store-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, 0o700)
        return path
    }

    private func refusal(_ path: String) -> StorageOpenProblem? {
        do {
            _ = try SQLiteStorageBackend(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aNewStoreIsMadePrivateInAPrivateFolder() throws {
        let path = try folder() + "/new/store.sqlite"
        _ = try SQLiteStorageBackend(path: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(
            atPath: (path as NSString).deletingLastPathComponent)
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAsItWas() throws {
        let path = try folder() + "/store.sqlite"
        let text = String(repeating: "not a database\n", count: 100)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        let problem = try #require(refusal(path))
        #expect(problem.description == "\(path): is not a SQLite database")
        #expect(problem.hint.contains("--storage"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aSymbolicLinkAPipeAFolderOrAFileOthersMayWriteIsRefused() throws {
        let base = try folder()
        try FileManager.default.createSymbolicLink(atPath: base + "/link.sqlite", withDestinationPath: "/etc/passwd")
        #expect(mkfifo(base + "/pipe.sqlite", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: base + "/dir.sqlite", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: base + "/open.sqlite", contents: nil))
        chmod(base + "/open.sqlite", 0o666)
        let reasons = ["link", "pipe", "dir", "open"].map { refusal(base + "/\($0).sqlite")?.reason ?? "opened" }
        #expect(reasons[0].contains("symbolic link"))
        #expect(reasons[1].contains("named pipe"))
        #expect(reasons[2].contains("is a folder"))
        #expect(reasons[3].contains("can be written by other users (mode 666)"))
    }

    @Test func aFolderOthersMayWriteToIsRefused() throws {
        let base = try folder()
        chmod(base, 0o777)
        let problem = try #require(refusal(base + "/store.sqlite"))
        #expect(problem.reason.contains("the store's folder"))
    }
}
