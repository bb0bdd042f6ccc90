import Foundation
import LassoDigest
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// The private copy the host examines, hashes and loads instead of the plugin file itself.
@Suite("Private plugin copies")
struct PluginImageCopyTests {
    @Test func theCopyHasTheFilesBytesInADirectoryOnlyThisUserCanEnter() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("libThing.so", Data("version one".utf8))
        let copy = try PluginImageCopy(of: file, origin: "plugins/libThing.so")
        #expect(FileManager.default.contents(atPath: copy.path) == Data("version one".utf8))
        #expect((copy.path as NSString).lastPathComponent == "libThing.so")
        let directoryMode = try #require(
            FileManager.default.attributesOfItem(atPath: copy.directory)[.posixPermissions] as? Int)
        #expect(directoryMode == 0o700)
        let fileMode = try #require(FileManager.default.attributesOfItem(atPath: copy.path)[.posixPermissions] as? Int)
        #expect(fileMode & 0o222 == 0, "the copy must not be writable")
        #expect(copy.origin == "plugins/libThing.so")
        #expect(copy.size == 11)
    }

    @Test func noTwoCopiesShareAPathEvenOfTheSameFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("libThing.so", Data("x".utf8))
        let copies = try (0..<20).map { _ in try PluginImageCopy(of: file, origin: file) }
        #expect(Set(copies.map(\.path)).count == 20)
        #expect(Set(copies.map(\.directory)).count == 20)
    }

    @Test func changingTheFileAfterwardsDoesNotChangeTheCopyOrItsDigest() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("libThing.so", Data("pinned build".utf8))
        let copy = try PluginImageCopy(of: file, origin: file)
        let pinned = try copy.sha256()
        try Data("planted build".utf8).write(to: URL(fileURLWithPath: file))
        try copy.checkDigest(pinned)
        #expect(FileManager.default.contents(atPath: copy.path) == Data("pinned build".utf8))
    }

    @Test func aDigestMismatchIsRefusedNamingThePluginFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("libThing.so", Data("a".utf8))
        let copy = try PluginImageCopy(of: file, origin: "plugins/libThing.so")
        let error = try #require(throws: PluginLoadError.self) {
            try copy.checkDigest(String(repeating: "0", count: 64))
        }
        #expect(error.kind == .digestMismatch)
        #expect(error.path == "plugins/libThing.so")
        #expect(error.message.contains(try copy.sha256()))
    }

    @Test func withoutLibcryptoAPinIsRefusedNamingWhatToInstallInsteadOfCrashing() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("libThing.so", Data("a".utf8))
        let copy = try PluginImageCopy(of: file, origin: "plugins/libThing.so")
        let error = try SHA256.$simulatesMissingLibrary.withValue(true) {
            try #require(throws: PluginLoadError.self) { try copy.checkDigest(String(repeating: "0", count: 64)) }
        }
        #expect(error.path == "plugins/libThing.so")
        #expect(error.message.contains("libcrypto"))
        #expect(error.hint.contains("apt-get install libssl3"))
    }

    @Test func aSiblingLibraryIsLinkedBesideTheCopyAndDiscardingRemovesEverything() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("libThing.so", Data("a".utf8))
        try folder.write("libHelper.so", Data("helper".utf8))
        let copy = try PluginImageCopy(of: file, origin: file)
        #expect(copy.linkSibling(named: "libHelper.so"))
        #expect(FileManager.default.contents(atPath: copy.directory + "/libHelper.so") == Data("helper".utf8))
        #expect(!copy.linkSibling(named: "libMissing.so"))
        #expect(!copy.linkSibling(named: "../libThing.so"))
        // Not a file name: no link is made, and none is claimed (an empty name named the folder
        // itself, whose link failed as already there and was taken for a success).
        for name in ["", ".", ".."] { #expect(!copy.linkSibling(named: name)) }
        copy.discard()
        #expect(!FileManager.default.fileExists(atPath: copy.directory))
    }

    @Test func aFileThatCannotBeReadIsRefused() throws {
        let error = try #require(throws: PluginLoadError.self) {
            try PluginImageCopy(of: "/no/such/libThing.so", origin: "libThing.so")
        }
        #expect(error.kind == .fileMissing)
        #expect(error.path == "libThing.so")
    }

    @Test func theMissingDependencyIsReadFromTheLoadersMessage() {
        #expect(
            PluginOpener.missingDependency(
                in: "libHelper.so: cannot open shared object file: No such file or directory") == "libHelper.so")
        #expect(PluginOpener.missingDependency(in: "/tmp/x/libThing.so: invalid ELF header") == nil)
        #expect(PluginOpener.missingDependency(in: "/lib/libHelper.so: cannot open shared object file") == nil)
    }
}
