import Foundation
import LassoPlugin
import LassoPluginHost
import Testing

/// A timed-out verdict in the scan cache holds only for a while, and only under a scan time-out no
/// longer than the one it ran out of: a time-out may be the machine's fault, not the plugin's.
/// The cache's clock is set by the tests, so nothing here sleeps or depends on the machine's speed.
@Suite("Plugin scan cache, timed-out verdicts")
struct PluginScanCacheTimeOutTests {
    /// A clock the tests move by hand.
    final class Clock {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    let folder: TemporaryFolder
    let clock = Clock()
    let lifetime = PluginScanCache.timedOutVerdictLifetime
    var location: String { folder.path + "/cache/plugin-scan.cache" }
    init() throws { folder = try TemporaryFolder() }

    /// The cache at `location`, telling the time by `clock`.
    func openCache() -> PluginScanCache {
        PluginScanCache(location: location, host: "host-1", now: { [clock] in clock.now })
    }

    func timedOutReport(_ path: String, after seconds: Double) -> PluginScanReport {
        PluginScanReport(
            failure: PluginLoadError(
                .registrationCrashed, path: path,
                "did not finish registering within \(seconds) s and was killed; the plugin was skipped", hint: "fix it"),
            timedOutAfter: seconds
        )
    }

    /// Records `report` for `path` now, by `clock`, and saves the cache.
    func recordAndSave(_ report: PluginScanReport, for path: String) throws {
        let cache = openCache()
        cache.record(report, for: path, fingerprint: try #require(cache.fingerprint(of: path)))
        #expect(cache.save() == nil)
    }

    @Test func aTimedOutVerdictIsReusedWithinItsLifetimeUnderTheSameOrAShorterTimeOut() throws {
        let path = try folder.write("libSlow.so", Data("slow".utf8))
        try recordAndSave(timedOutReport(path, after: 1), for: path)
        clock.now += lifetime - 1
        let cache = openCache()
        #expect(cache.report(for: path, scanTimeout: 1) == timedOutReport(path, after: 1))
        #expect(cache.report(for: path, scanTimeout: 0.5) == timedOutReport(path, after: 1))
    }

    @Test func aTimedOutVerdictIsNotReusedOnceItsLifetimeIsOver() throws {
        let path = try folder.write("libSlow.so", Data("slow".utf8))
        try recordAndSave(timedOutReport(path, after: 1), for: path)
        clock.now += lifetime
        #expect(openCache().report(for: path, scanTimeout: 1) == nil)
    }

    @Test func aTimedOutVerdictIsNotReusedUnderALongerTimeOut() throws {
        let path = try folder.write("libSlow.so", Data("slow".utf8))
        try recordAndSave(timedOutReport(path, after: 1), for: path)
        clock.now += 1
        #expect(openCache().report(for: path, scanTimeout: 2) == nil)
    }

    @Test func aTimedOutVerdictIsNotReusedWhenTheClockWentBackBeforeItWasExamined() throws {
        let path = try folder.write("libSlow.so", Data("slow".utf8))
        try recordAndSave(timedOutReport(path, after: 1), for: path)
        clock.now -= 1
        #expect(openCache().report(for: path, scanTimeout: 1) == nil)
    }

    @Test func aNewVerdictReplacesAnExpiredTimeOutAndStartsItsOwnLifetime() throws {
        let path = try folder.write("libSlow.so", Data("slow".utf8))
        try recordAndSave(timedOutReport(path, after: 1), for: path)
        clock.now += lifetime + 60
        try recordAndSave(timedOutReport(path, after: 2), for: path)
        clock.now += lifetime - 1
        #expect(openCache().report(for: path, scanTimeout: 2) == timedOutReport(path, after: 2))
    }

    @Test func otherVerdictsHoldWhateverTheTimeAndTheTimeOut() throws {
        let crashing = try folder.write("libCrash.so", Data("crash".utf8))
        let crashed = PluginScanReport(
            failure: PluginLoadError(
                .registrationCrashed, path: crashing, "crashed with SIGSEGV while registering; the plugin was skipped",
                hint: "fix it"))
        let fine = try folder.write("libFine.so", Data("fine".utf8))
        let ok = PluginScanReport(
            path: fine,
            identity: PluginIdentity(
                name: "fine", version: "1.0.0", summary: "Fine", abiMajor: 1, abiMinor: 0, runtimeStamp: "fp"))
        try recordAndSave(crashed, for: crashing)
        try recordAndSave(ok, for: fine)
        clock.now += 365 * 24 * 3600
        let cache = openCache()
        #expect(cache.report(for: crashing, scanTimeout: 1000) == crashed)
        #expect(cache.report(for: fine, scanTimeout: 1000) == ok)
    }

    @Test func aCacheFileOfTheEarlierLineFormatIsReadAsEmptyWithoutAWarning() throws {
        let path = try folder.write("libSlow.so", Data("slow".utf8))
        try recordAndSave(timedOutReport(path, after: 1), for: path)
        // The same verdict as the line format (version 3, before JSON) wrote it.
        let stamp = try #require(PluginFileStamp(path: path))
        let version3 = """
            lasso-plugin-scan-cache 3
            host\thost-1
            entry\t\(path)\t\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)\t\(stamp.device)\t\(stamp.inode)\tab\t\(clock.now.timeIntervalSince1970)
            report\t\(path)
            timed-out\t1.0

            """
        try Data(version3.utf8).write(to: URL(fileURLWithPath: location))
        let cache = openCache()
        #expect(cache.report(for: path, scanTimeout: 1) == nil)
        #expect(cache.warnings.isEmpty)
    }
}
