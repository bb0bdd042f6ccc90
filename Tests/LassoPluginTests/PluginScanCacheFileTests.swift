import Foundation
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// The scan cache's JSON file: what is written is read back exactly, another version is not used,
/// and a damaged file is refused, saying where, instead of being half read.
@Suite("Plugin scan cache file")
struct PluginScanCacheFileTests {
    let stamp = PluginFileStamp(
        size: 465_296, modified: 1_795_329_627_713_100_639, changed: 1_795_329_627_713_100_640, device: 65_024,
        inode: 5_497_708)
    let examined = Date(timeIntervalSince1970: 1_795_329_700.25)

    var okEntry: PluginScanCache.Entry {
        PluginScanCache.Entry(
            stamp: stamp, sha256: String(repeating: "ab", count: 32),
            report: PluginScanReport(
                path: "/plugins/libAuthPlugin.so",
                identity: PluginIdentity(
                    name: "auth", version: "1.0.0",
                    summary: "Login screen\twith a tab,\na new line, a \\ and ünïcödé 🎉", abiMajor: 1, abiMinor: 1,
                    runtimeStamp: "fp"),
                modules: [
                    ModuleSummary(
                        name: "auth.login", kind: "screen", typeName: "AuthFeature.LoginScreenModule",
                        requiredContext: "any", outputs: ["userDidLogin"], parameterNames: ["password", "username"]),
                    ModuleSummary(
                        name: "auth.empty", kind: "flow", typeName: "AuthFeature.EmptyFlow",
                        requiredContext: "navigation", outputs: [], parameterNames: []),
                    ModuleSummary(
                        name: "auth.blank", kind: "screen", typeName: "T", requiredContext: "any", outputs: [""],
                        parameterNames: ["", "\r"]),
                ]
            ), examined: examined)
    }

    var crashedEntry: PluginScanCache.Entry {
        PluginScanCache.Entry(
            stamp: stamp, sha256: "00",
            report: PluginScanReport(
                failure: PluginLoadError(
                    .registrationCrashed, path: "/plugins/libCrash.so", "crashed with SIGSEGV while registering",
                    hint: "fix it\\then rebuild")
            ), examined: examined)
    }

    var timedOutEntry: PluginScanCache.Entry {
        PluginScanCache.Entry(
            stamp: stamp, sha256: "01",
            report: PluginScanReport(
                failure: PluginLoadError(
                    .registrationCrashed, path: "/plugins/libSlow.so",
                    "did not finish registering within 1.5 s and was killed", hint: "h"),
                timedOutAfter: 1.5
            ), examined: Date(timeIntervalSince1970: 1_795_329_800))
    }

    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func entriesRoundTripWithEveryAwkwardCharacter() throws {
        let entries = [
            "/plugins/libAuthPlugin.so": okEntry, "/plugins/with\ttab \"quoted\".so": crashedEntry,
            "/plugins/libSlow.so": timedOutEntry,
        ]
        let data = try PluginScanCacheFile.encode(
            host: "abi 1.1; runtime x; /lib/libLassoRuntime.so 1 2", entries: entries)
        #expect(
            try PluginScanCacheFile.decode(data, expectedHost: "abi 1.1; runtime x; /lib/libLassoRuntime.so 1 2")
                == entries)
    }

    @Test func theStampKeepsEveryBitOfItsNumbers() throws {
        var entry = okEntry
        entry = PluginScanCache.Entry(
            stamp: PluginFileStamp(size: .max, modified: .min, changed: -1, device: .max, inode: .max - 1),
            sha256: entry.sha256, report: entry.report, examined: Date(timeIntervalSince1970: 1_795_329_700.123456789)
        )
        let data = try PluginScanCacheFile.encode(host: "h", entries: ["/a.so": entry])
        #expect(try PluginScanCacheFile.decode(data, expectedHost: "h") == ["/a.so": entry])
    }

    @Test func aTimeOutAndWhenItWasExaminedAreKeptInTheFile() throws {
        let data = try PluginScanCacheFile.encode(
            host: "h", entries: ["/plugins/libSlow.so": timedOutEntry, "/plugins/libCrash.so": crashedEntry])
        #expect(text(data).contains(#""examined":1795329800,"#))
        #expect(text(data).contains(#""timedOutAfter":1.5}"#))
        #expect(text(data).components(separatedBy: "timedOutAfter").count == 2)  // only the time-out has it
        let decoded = try #require(try PluginScanCacheFile.decode(data, expectedHost: "h"))
        #expect(decoded["/plugins/libSlow.so"]?.report.timedOutAfter == 1.5)
        #expect(decoded["/plugins/libSlow.so"]?.examined == Date(timeIntervalSince1970: 1_795_329_800))
        #expect(decoded["/plugins/libCrash.so"]?.report.timedOutAfter == nil)
        #expect(decoded["/plugins/libCrash.so"]?.examined == examined)
    }

    @Test func equalCachesAreEqualFiles() throws {
        let entries = ["/b.so": okEntry, "/a.so": crashedEntry, "/c.so": okEntry]
        let first = try PluginScanCacheFile.encode(host: "h", entries: entries)
        #expect(try PluginScanCacheFile.encode(host: "h", entries: entries) == first)
        #expect(text(first).hasPrefix(#"{"entries":{"/a.so":{"examined":"#))
        #expect(text(first).hasSuffix(#""host":"h","version":\#(PluginScanCacheFile.version)}"#))
    }

    @Test func anotherHostBuildReadsAsEmptyWithoutReadingItsEntries() throws {
        let data = try PluginScanCacheFile.encode(host: "host-1", entries: ["/a.so": okEntry])
        #expect(try PluginScanCacheFile.decode(data, expectedHost: "host-2") == [:])
        let unreadable = Data(
            #"{"version":\#(PluginScanCacheFile.version),"host":"host-1","entries":{"/a.so":7}}"#.utf8)
        #expect(try PluginScanCacheFile.decode(unreadable, expectedHost: "host-2") == [:])
    }

    @Test func anotherVersionOfTheFormatIsNotUsedAndNotAnError() throws {
        #expect(
            try PluginScanCacheFile.decode(Data(#"{"version":6,"whatever":["comes","next"]}"#.utf8), expectedHost: "h")
                == nil)
        #expect(try PluginScanCacheFile.decode(Data(#"{"version":3}"#.utf8), expectedHost: "h") == nil)
        // Version 4, which named a plugin's stamp `runtimeFingerprint`: examined again, not an error.
        let version4 =
            #"{"version":4,"host":"h","entries":{"/a.so":{"report":{"path":"/a.so","plugin":{"runtimeFingerprint":"x"}}}}}"#
        #expect(try PluginScanCacheFile.decode(Data(version4.utf8), expectedHost: "h") == nil)
    }

    @Test func theLineFormatOfVersions1To3IsReadAsEmpty() throws {
        let version3 = "lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\n"
        #expect(try PluginScanCacheFile.decode(Data(version3.utf8), expectedHost: "h") == nil)
    }

    // Foundation's decoder calls a number that does not fit its field (a fraction for an
    // integer, a negative for an unsigned one) invalid JSON, without saying where.
    @Test(arguments: [
        ("", "not valid JSON"),
        ("{ not json", "not valid JSON"),
        ("[]", "the top level"),
        (#"{"entries": {}}"#, "'version'"),
        (#"{"version": "4"}"#, "'version'"),
        (#"{"version": 5, "entries": {}}"#, "'host'"),
        (#"{"version": 5, "host": "h"}"#, "'entries'"),
        (#"{"version": 5, "host": "h", "entries": {"/a.so": {}}}"#, "'entries./a.so.report'"),
        (
            #"{"version": 5, "host": "h", "entries": {"/a.so": {"report": {"path": "/a.so", "modules": []}, "sha256": "ab", "examined": 9}}}"#,
            "'entries./a.so.stamp'"
        ),
        (
            #"{"version": 5, "host": "h", "entries": {"/a.so": {"report": {"path": "/a.so", "modules": [], "error": {"kind": "noSuchKind", "path": "p", "message": "m", "hint": "h"}}, "sha256": "ab", "examined": 9, "stamp": {"size": 1, "modified": 2, "changed": 3, "device": 4, "inode": 5}}}}"#,
            "'entries./a.so.report.error.kind'"
        ),
        (
            #"{"version": 5, "host": "h", "entries": {"/a.so": {"report": {"path": "/a.so", "modules": []}, "sha256": "ab", "examined": 9, "stamp": {"size": -1.5, "modified": 2, "changed": 3, "device": 4, "inode": 5}}}}"#,
            "not valid JSON"
        ),
        (
            #"{"version": 5, "host": "h", "entries": {"/a.so": {"report": {"path": "/a.so", "modules": []}, "sha256": "ab", "examined": 9, "stamp": {"size": 1, "modified": 2, "changed": 3, "device": -4, "inode": 5}}}}"#,
            "not valid JSON"
        ),
        (
            #"{"version": 5, "host": "h", "entries": {"/a.so": {"report": {"path": "/a.so", "modules": []}, "sha256": "ab", "examined": 9, "stamp": {"size": 1, "modified": 2, "changed": 3, "device": 4, "inode": 5}, "timedOutAfter": 0}}}"#,
            "above 0"
        ),
        (
            #"{"version": 5, "host": "h", "entries": {"/a.so": {"report": {"path": "/a.so", "modules": [{"name": "m"}]}, "sha256": "ab", "examined": 9, "stamp": {"size": 1, "modified": 2, "changed": 3, "device": 4, "inode": 5}}}}"#,
            "'entries./a.so.report.modules.[0].kind'"
        ),
    ])
    func damagedFilesAreRefusedSayingWhere(text: String, reason: String) {
        #expect {
            try PluginScanCacheFile.decode(Data(text.utf8), expectedHost: "h")
        } throws: { error in
            (error as? PluginScanCacheFile.Malformed)?.reason.contains(reason) == true
        }
    }
}
