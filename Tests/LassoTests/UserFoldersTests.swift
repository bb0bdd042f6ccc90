import Foundation
import Testing

@testable import Lasso

/// Where the host keeps a user's files: one XDG rule, and one check of every folder it writes to.
@Suite("User folders")
struct UserFoldersTests {
    @Test func absoluteXDGVariablesWinAndEmptyOrRelativeOnesAreIgnored() {
        let set = UserFolders(environment: [
            "HOME": "/h", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "/g",
        ])
        #expect(set == UserFolders(state: "/s/lasso", cache: "/c/lasso", config: "/g/lasso"))
        let ignored = UserFolders(environment: [
            "HOME": "/h", "XDG_STATE_HOME": "", "XDG_CACHE_HOME": "relative", "XDG_CONFIG_HOME": "~/x",
        ])
        #expect(
            ignored == UserFolders(state: "/h/.local/state/lasso", cache: "/h/.cache/lasso", config: "/h/.config/lasso")
        )
    }

    @Test func withoutHOMETheAccountsHomeIsUsed() {
        #expect(UserFolders(environment: ["HOME": ""]).state == NSHomeDirectory() + "/.local/state/lasso")
    }

    @Test func aMissingFolderIsMadePrivate() throws {
        let folder = try temporaryFolder() + "/a/b"
        try PrivateFolder.prepare(folder)
        #expect(try mode(of: folder) == 0o700)
    }

    @Test func aFolderOthersMayOnlyReadIsMadePrivate() throws {
        let folder = try temporaryFolder()
        chmod(folder, 0o755)
        try PrivateFolder.prepare(folder)
        #expect(try mode(of: folder) == 0o700)
    }

    @Test(arguments: [0o777, 0o775, 0o1777] as [mode_t])
    func aFolderOthersMayWriteToIsRefused(mode: mode_t) throws {
        let folder = try temporaryFolder()
        chmod(folder, mode)
        #expect {
            try PrivateFolder.prepare(folder)
        } throws: { error in
            (error as? PrivateFolder.Problem)?.reason.contains("can be written by other users") == true
        }
        #expect(try self.mode(of: folder) == mode, "a refused folder is left as it was")
    }

    @Test func aSymbolicLinkOrAFileIsRefused() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder)
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: nil))
        #expect(throws: PrivateFolder.Problem.self) { try PrivateFolder.prepare(folder + "/link") }
        #expect(throws: PrivateFolder.Problem.self) { try PrivateFolder.prepare(folder + "/file") }
    }

    @Test func aFolderOfAnotherUserIsRefused() throws {
        // Only root can give a folder away; elsewhere a system folder of root's stands in.
        let folder: String
        if geteuid() == 0 {
            folder = try temporaryFolder()
            chmod(folder, 0o700)
            chown(folder, 65534, 65534)
        } else {
            folder = "/"
        }
        #expect {
            try PrivateFolder.prepare(folder)
        } throws: { error in
            (error as? PrivateFolder.Problem)?.reason.contains("belongs to another user") == true
        }
    }

    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-folders-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func mode(of path: String) throws -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
        return status.st_mode & 0o7777
    }
}
