import Foundation
import LassoPlugin
import LassoPluginHost
import Testing

/// The scan cache: keyed by path, size, mtime and content hash; never fatal.
@Suite("Plugin scan cache")
struct PluginScanCacheTests {
    let folder: TemporaryFolder
    var location: String { folder.path + "/cache/plugin-scan.cache" }
    init() throws { folder = try TemporaryFolder() }

    func okReport(_ path: String) -> PluginScanReport {
        PluginScanReport(
            path: path,
            identity: PluginIdentity(
                name: "demo", version: "1.0.0", summary: "Demo", abiMajor: 1, abiMinor: 0, runtimeStamp: "fp"),
            modules: [
                ModuleSummary(
                    name: "demo.main", kind: "screen", typeName: "Demo.Main", requiredContext: "any",
                    outputs: ["didFinish"], parameterNames: ["title"])
            ]
        )
    }

    /// Examines `path` into a fresh cache at `location` and saves it.
    func recordAndSave(_ report: PluginScanReport, for path: String) throws {
        let cache = PluginScanCache(location: location, host: "host-1")
        let fingerprint = try #require(cache.fingerprint(of: path))
        cache.record(report, for: path, fingerprint: fingerprint)
        #expect(cache.save() == nil)
    }

    func setModified(_ path: String, to date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    @Test func unchangedFileIsFoundAfterReopening() throws {
        let path = try folder.write("libDemo.so", Data("version one".utf8))
        try recordAndSave(okReport(path), for: path)
        let reopened = PluginScanCache(location: location, host: "host-1")
        #expect(reopened.report(for: path, scanTimeout: 30) == okReport(path))
        #expect(reopened.warnings.isEmpty)
    }

    @Test func failuresAreCachedToo() throws {
        let path = try folder.write("libCrash.so", Data("crash".utf8))
        let crashed = PluginScanReport(
            failure: PluginLoadError(
                .registrationCrashed, path: path, "crashed with SIGSEGV while registering; the plugin was skipped",
                hint: "fix it"))
        try recordAndSave(crashed, for: path)
        let cached = PluginScanCache(location: location, host: "host-1").report(for: path, scanTimeout: 30)
        #expect(cached == crashed)
        #expect(cached?.verdict == .crashed)
    }

    @Test func changedContentIsNotFound() throws {
        let path = try folder.write("libDemo.so", Data("version one".utf8))
        try recordAndSave(okReport(path), for: path)
        try Data("version two, longer".utf8).write(to: URL(fileURLWithPath: path))
        #expect(PluginScanCache(location: location, host: "host-1").report(for: path, scanTimeout: 30) == nil)
    }

    @Test func touchedFileIsNotFound() throws {
        let path = try folder.write("libDemo.so", Data("version one".utf8))
        try setModified(path, to: Date(timeIntervalSince1970: 1_000_000))
        try recordAndSave(okReport(path), for: path)
        try setModified(path, to: Date(timeIntervalSince1970: 2_000_000))
        #expect(PluginScanCache(location: location, host: "host-1").report(for: path, scanTimeout: 30) == nil)
    }

    @Test func sameSizeAndMtimeWithOtherContentIsCaughtByTheHash() throws {
        let path = try folder.write("libDemo.so", Data("version one".utf8))
        let stamp = Date(timeIntervalSince1970: 1_000_000)
        try setModified(path, to: stamp)
        try recordAndSave(okReport(path), for: path)
        try Data("version 1!!".utf8).write(to: URL(fileURLWithPath: path))  // same size
        try setModified(path, to: stamp)
        #expect(PluginScanCache(location: location, host: "host-1").report(for: path, scanTimeout: 30) == nil)
    }

    @Test func sameContentCopiedWithItsMtimeIsStillFound() throws {
        let path = try folder.write("libDemo.so", Data("version one".utf8))
        let stamp = Date(timeIntervalSince1970: 1_000_000)
        try setModified(path, to: stamp)
        try recordAndSave(okReport(path), for: path)
        try FileManager.default.removeItem(atPath: path)
        try folder.write("libDemo.so", Data("version one".utf8))  // a new inode
        try setModified(path, to: stamp)
        #expect(
            PluginScanCache(location: location, host: "host-1").report(for: path, scanTimeout: 30) == okReport(path))
    }

    @Test func reportReachedThroughAnotherPathNamesThatPath() throws {
        let path = try folder.write("libDemo.so", Data("x".utf8))
        try recordAndSave(okReport(path), for: path)
        let link = folder.path + "/libAlias.so"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "libDemo.so")
        #expect(PluginScanCache(location: location, host: "host-1").report(for: link, scanTimeout: 30)?.path == link)
    }

    @Test func anotherHostBuildStartsEmpty() throws {
        let path = try folder.write("libDemo.so", Data("x".utf8))
        try recordAndSave(okReport(path), for: path)
        #expect(PluginScanCache(location: location, host: "host-2").report(for: path, scanTimeout: 30) == nil)
    }

    @Test func corruptCacheIsIgnoredWithAWarningAndLeftAsItIs() throws {
        _ = try folder.folder("cache")
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: location))
        let cache = PluginScanCache(location: location, host: "host-1")
        #expect(cache.warnings.count == 1)
        #expect(cache.warnings.first?.contains("ignoring the plugin scan cache \(location)") == true)
        #expect(cache.warnings.first?.contains("remove the file") == true)
        let path = try folder.write("libDemo.so", Data("x".utf8))
        cache.record(okReport(path), for: path, fingerprint: try #require(cache.fingerprint(of: path)))
        #expect(cache.save()?.contains("not saving the plugin scan cache over \(location)") == true)
        #expect(FileManager.default.contents(atPath: location) == Data("{ not json".utf8))
    }

    @Test func theCacheIsWrittenPrivateWithNothingLeftBeside() throws {
        let path = try folder.write("libDemo.so", Data("x".utf8))
        try recordAndSave(okReport(path), for: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: location)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/cache")
        #expect(folderAttributes[.posixPermissions] as? Int == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cache") == ["plugin-scan.cache"])
    }

    @Test func aCacheOthersCouldWriteIsNotBelieved() throws {
        // A forged "ok" for a plugin that would crash the host: ignored, with a warning.
        let path = try folder.write("libDemo.so", Data("x".utf8))
        try recordAndSave(okReport(path), for: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: location)
        let cache = PluginScanCache(location: location, host: "host-1")
        #expect(cache.report(for: path, scanTimeout: 30) == nil)
        #expect(cache.warnings.first?.contains("writable by group or others") == true)
    }

    @Test func unwritableCacheIsOnlyAWarning() throws {
        let blocker = try folder.write("blocker", Data())
        let cache = PluginScanCache(location: blocker + "/cache/plugin-scan.cache", host: "host-1")
        let path = try folder.write("libDemo.so", Data("x".utf8))
        cache.record(okReport(path), for: path, fingerprint: try #require(cache.fingerprint(of: path)))
        let warning = try #require(cache.save())
        #expect(warning.contains("cannot write the plugin scan cache"))
        #expect(cache.report(for: path, scanTimeout: 30) == okReport(path))
    }

    @Test func entriesOfDeletedFilesAreDroppedOnSave() throws {
        let path = try folder.write("libDemo.so", Data("x".utf8))
        try recordAndSave(okReport(path), for: path)
        try FileManager.default.removeItem(atPath: path)
        let other = try folder.write("libOther.so", Data("y".utf8))
        try recordAndSave(okReport(other), for: other)
        let text = try String(contentsOfFile: location, encoding: .utf8)
        #expect(!text.contains("libDemo.so"))
        #expect(text.contains("libOther.so"))
    }

    @Test func locationFollowsTheEnvironment() {
        #expect(
            PluginScanCache.defaultLocation(environment: [
                "LASSO_PLUGIN_CACHE": "/t/c.json", "XDG_CACHE_HOME": "/x", "HOME": "/h",
            ]) == "/t/c.json")
        #expect(
            PluginScanCache.defaultLocation(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])
                == "/x/lasso/plugin-scan.cache")
        #expect(
            PluginScanCache.defaultLocation(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])
                == "/h/.cache/lasso/plugin-scan.cache")
        #expect(
            PluginScanCache.defaultLocation(environment: [:])
                == NSHomeDirectory() + "/.cache/lasso/plugin-scan.cache")
    }
}
