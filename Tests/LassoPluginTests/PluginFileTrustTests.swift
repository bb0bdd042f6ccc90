import Foundation
import LassoDigest
import LassoPlugin
import LassoPluginHost
import Testing

/// The checks made on a plugin file before it is opened: permissions, symlinks, pinned digests.
@MainActor
@Suite("Plugin file trust")
struct PluginFileTrustTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func refusal(_ path: String, digest: String? = nil) -> PluginLoadError? {
        do {
            try PluginFileTrust.check(path, expectedSHA256: digest)
            return nil
        } catch {
            return error
        }
    }

    @Test func anAncestorOthersCanWriteIsRefusedUnlessItIsStickyLikeTmp() throws {
        let outer = try folder.folder("outer", mode: 0o777)
        let inner = try folder.folder("outer/inner")
        let path = inner + "/libGood.so"
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(refusal(path))
        #expect(error.kind == .untrustedLocation)
        #expect(
            error.message
                == "its directory's ancestor \(outer) is writable by group or others (mode 0777), so anyone could replace the folders below it"
        )
        // Sticky, like /tmp (which every test folder is in): others cannot move ours away.
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: outer)
        #expect(refusal(path) == nil)
    }

    @Test(.enabled(if: getuid() == 0, "changing a file's owner needs root"))
    func aFileOrFolderOfAnotherUserIsRefused() throws {
        let path = try folder.write("libTheirs.so", Data("x".utf8))
        #expect(chown(path, 65534, 65534) == 0)
        #expect(
            try #require(refusal(path)).message
                == "the plugin file belongs to another user (uid 65534), who could change it")
        #expect(chown(path, 0, 0) == 0)
        let theirs = try folder.folder("theirs")
        try Data("x".utf8).write(to: URL(fileURLWithPath: theirs + "/libMine.so"))
        #expect(chown(theirs, 65534, 65534) == 0)
        #expect(
            try #require(refusal(theirs + "/libMine.so")).message
                == "its directory \(theirs) belongs to another user (uid 65534), who could replace the plugin")
    }

    @Test func fileOnlyItsOwnerCanWriteIsAccepted() throws {
        let path = try folder.write("libGood.so", Data("x".utf8))
        #expect(try PluginFileTrust.check(path) == path)
    }

    @Test(arguments: [0o664, 0o646, 0o666])
    func fileWritableByGroupOrOthersIsRefused(mode: Int) throws {
        let path = try folder.write("libOpen.so", Data("x".utf8), mode: mode)
        let error = try #require(refusal(path))
        #expect(error.kind == .untrustedLocation)
        #expect(error.message.contains("writable by group or others"))
        #expect(error.hint == "chmod go-w \(path)")
        #expect(error.description.hasPrefix("\(path): error: "))
    }

    @Test func directoryWritableByGroupOrOthersIsRefused() throws {
        let shared = try folder.folder("shared", mode: 0o775)
        let path = try folder.write("shared/libGood.so", Data("x".utf8))
        let error = try #require(refusal(path))
        #expect(error.kind == .untrustedLocation)
        #expect(error.message.contains("its directory \(shared) is writable by group or others (mode 0775)"))
        #expect(error.hint.contains("chmod go-w \(shared)"))
    }

    @Test func stickyWorldWritableDirectoryIsRefused() throws {
        let sticky = try folder.folder("tmp", mode: 0o1777)
        let path = try folder.write("tmp/libGood.so", Data("x".utf8))
        #expect(refusal(path)?.message.contains("\(sticky) is writable by group or others (mode 1777)") == true)
    }

    @Test func symlinkInsideItsDirectoryIsFollowed() throws {
        let target = try folder.write("libReal.so.1", Data("x".utf8))
        let link = folder.path + "/libReal.so"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "libReal.so.1")
        #expect(try PluginFileTrust.check(link) == target)
        _ = try folder.folder("versions")
        let nested = try folder.write("versions/libNested.so", Data("x".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/libNested.so", withDestinationPath: "versions/libNested.so")
        #expect(try PluginFileTrust.check(folder.path + "/libNested.so") == nested)
    }

    @Test func symlinkLeadingOutOfItsDirectoryIsRefused() throws {
        let plugins = try folder.folder("plugins")
        let outside = try folder.write("libElsewhere.so", Data("x".utf8))
        let link = plugins + "/libElsewhere.so"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../libElsewhere.so")
        let error = try #require(refusal(link))
        #expect(error.kind == .untrustedLocation)
        #expect(error.message.contains("the symlink leads out of its directory \(plugins) (to \(outside))"))
    }

    @Test func missingFileAndDanglingSymlinkAreMissing() throws {
        #expect(refusal(folder.path + "/libNone.so")?.kind == .fileMissing)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/libDangling.so", withDestinationPath: "libGone.so")
        let error = try #require(refusal(folder.path + "/libDangling.so"))
        #expect(error.kind == .fileMissing)
        #expect(error.message.contains("symlink points to a missing file"))
    }

    @Test func directoryIsNotASharedObject() throws {
        let directory = try folder.folder("libDir.so")
        #expect(refusal(directory)?.kind == .notSharedObject)
    }

    @Test func pinnedDigestMustMatch() throws {
        let data = Data("plugin bytes".utf8)
        let path = try folder.write("libPinned.so", data)
        let digest = SHA256.hexDigest(of: data)
        #expect(refusal(path, digest: digest) == nil)
        #expect(refusal(path, digest: digest.uppercased()) == nil)
        let wrong = String(repeating: "0", count: 64)
        let error = try #require(refusal(path, digest: wrong))
        #expect(error.kind == .digestMismatch)
        #expect(error.message.contains(wrong))
        #expect(error.message.contains(digest))
        let malformed = try #require(refusal(path, digest: "abc"))
        #expect(malformed.kind == .digestMismatch)
        #expect(malformed.message.contains("not a SHA-256 digest"))
    }

    @Test func loaderChecksBeforeOpeningTheLibrary() throws {
        let loader = PluginOpener(registry: ModuleRegistry())
        let open = try folder.write("libText.so", Data("not ELF".utf8), mode: 0o666)
        #expect { try loader.load(open) } throws: { ($0 as? PluginLoadError)?.kind == .untrustedLocation }
        let closed = try folder.write("libText2.so", Data("not ELF".utf8))
        #expect { try loader.load(closed) } throws: { ($0 as? PluginLoadError)?.kind == .notSharedObject }
        #expect {
            try loader.load(closed, expectedSHA256: String(repeating: "a", count: 64))
        } throws: { ($0 as? PluginLoadError)?.kind == .digestMismatch }
    }

    @Test func everyFailureKindHasItsOwnExitStatusAndSummary() {
        let statuses = PluginLoadError.Kind.allCases.map(\.exitStatus)
        #expect(Set(statuses).count == statuses.count)
        #expect(statuses.allSatisfy { $0 > 0 && $0 < 64 })
        #expect(PluginLoadError.Kind.allCases.allSatisfy { !$0.summary.isEmpty })
    }
}
