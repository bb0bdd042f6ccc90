import Foundation
import LassoPlugin
import LassoPluginHost
import Testing

/// The scan cache's path may name a file the shell did not write (`LASSO_PLUGIN_CACHE`, a
/// mistake, a link planted by someone else): saving never replaces it, and says so.
@Suite("Plugin scan cache replacement")
struct PluginScanCacheReplacementTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Records a verdict into a cache at `location` and saves it; returns the warning.
    func save(to location: String) throws -> String? {
        let plugin = try folder.write("libDemo.so", Data("x".utf8))
        let cache = PluginScanCache(location: location, host: "host-1")
        cache.record(
            PluginScanReport(path: plugin, identity: nil), for: plugin,
            fingerprint: try #require(cache.fingerprint(of: plugin)))
        return cache.save()
    }

    func expectLeftAlone(_ warning: String?, at location: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            warning?.contains("not saving the plugin scan cache over \(location)") == true,
            "warning: \(warning ?? "none")", sourceLocation: sourceLocation)
        #expect(warning?.contains("the file is left as it is") == true, sourceLocation: sourceLocation)
    }

    @Test func aFileOthersCanWriteIsNeverReplaced() throws {
        let shared = try folder.write("shared.txt", Data("notes\n".utf8), mode: 0o666)
        expectLeftAlone(try save(to: shared), at: shared)
        #expect(FileManager.default.contents(atPath: shared) == Data("notes\n".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: shared)[.posixPermissions] as? Int == 0o666)
    }

    @Test func aPrivateFileThatIsNotACacheIsNeverReplaced() throws {
        let notes = try folder.write("notes.txt", Data("my notes\n".utf8), mode: 0o600)
        let warning = try save(to: notes)
        expectLeftAlone(warning, at: notes)
        #expect(warning?.contains("it is not a plugin scan cache") == true)
        #expect(FileManager.default.contents(atPath: notes) == Data("my notes\n".utf8))
    }

    @Test func aSymbolicLinkAtTheCachePathIsNeitherFollowedNorReplaced() throws {
        let target = try folder.write("target.txt", Data("kept".utf8), mode: 0o600)
        let link = folder.path + "/plugin-scan.cache"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let warning = try save(to: link)
        expectLeftAlone(warning, at: link)
        #expect(warning?.contains("a symbolic link") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data("kept".utf8))
    }

    @Test func aFIFOAtTheCachePathIsNeitherWaitedOnNorReplaced() throws {
        let fifo = folder.path + "/plugin-scan.cache"
        #expect(mkfifo(fifo, 0o600) == 0)
        let cache = PluginScanCache(location: fifo, host: "host-1")
        #expect(cache.warnings.first?.contains("it is a FIFO (named pipe), not a regular file") == true)
        expectLeftAlone(try save(to: fifo), at: fifo)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aCacheOfAnotherFormatVersionIsReplaced() throws {
        let old = try folder.write("plugin-scan.cache", Data(#"{"version": 3}"#.utf8), mode: 0o600)
        #expect(try save(to: old) == nil)
        #expect(String(decoding: FileManager.default.contents(atPath: old) ?? Data(), as: UTF8.self).contains("host-1"))
    }
}
