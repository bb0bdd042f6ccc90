import Foundation
@testable import LassoPlugin
import Testing

/// The scan cache's line format: what is written is read back exactly, and a damaged file is
/// refused with its line instead of being half read.
@Suite("Plugin scan cache file")
struct PluginScanCacheFileTests {
    let stamp = PluginFileStamp(size: 465_296, modified: 1_795_329_627_713_100_639, changed: 1_795_329_627_713_100_640, device: 65_024, inode: 5_497_708)
    let examined = Date(timeIntervalSince1970: 1_795_329_700.25)

    var okEntry: PluginScanCache.Entry {
        PluginScanCache.Entry(stamp: stamp, sha256: String(repeating: "ab", count: 32), report: PluginScanReport(
            path: "/plugins/libAuthPlugin.so",
            identity: PluginIdentity(name: "auth", version: "1.0.0", summary: "Login screen\twith a tab,\na new line, a \\ and ünïcödé 🎉", abiMajor: 1, abiMinor: 1, runtimeFingerprint: "fp"),
            modules: [
                ModuleSummary(name: "auth.login", kind: "screen", typeName: "AuthFeature.LoginScreenModule", requiredContext: "any", outputs: ["userDidLogin"], parameterNames: ["password", "username"]),
                ModuleSummary(name: "auth.empty", kind: "flow", typeName: "AuthFeature.EmptyFlow", requiredContext: "navigation", outputs: [], parameterNames: []),
                ModuleSummary(name: "auth.blank", kind: "screen", typeName: "T", requiredContext: "any", outputs: [""], parameterNames: ["", "\r"]),
            ]
        ), examined: examined)
    }

    var crashedEntry: PluginScanCache.Entry {
        PluginScanCache.Entry(stamp: stamp, sha256: "00", report: PluginScanReport(
            failure: PluginLoadError(.registrationCrashed, path: "/plugins/libCrash.so", "crashed with SIGSEGV while registering", hint: "fix it\\then rebuild")
        ), examined: examined)
    }

    var timedOutEntry: PluginScanCache.Entry {
        PluginScanCache.Entry(stamp: stamp, sha256: "01", report: PluginScanReport(
            failure: PluginLoadError(.registrationCrashed, path: "/plugins/libSlow.so", "did not finish registering within 1.5 s and was killed", hint: "h"),
            timedOutAfter: 1.5
        ), examined: Date(timeIntervalSince1970: 1_795_329_800))
    }

    @Test func entriesRoundTripWithEveryAwkwardCharacter() throws {
        let entries = ["/plugins/libAuthPlugin.so": okEntry, "/plugins/with\ttab.so": crashedEntry, "/plugins/libSlow.so": timedOutEntry]
        let text = PluginScanCacheFile.encode(host: "abi 1.1; runtime x; /lib/libLassoRuntime.so 1 2", entries: entries)
        #expect(try PluginScanCacheFile.decode(text, expectedHost: "abi 1.1; runtime x; /lib/libLassoRuntime.so 1 2") == entries)
    }

    @Test func aTimeOutAndWhenItWasExaminedAreKeptInTheFile() throws {
        let text = PluginScanCacheFile.encode(host: "h", entries: ["/plugins/libSlow.so": timedOutEntry, "/plugins/libCrash.so": crashedEntry])
        #expect(text.contains("\t01\t1795329800.0\nreport\t/plugins/libSlow.so\n"))
        #expect(text.contains("\ntimed-out\t1.5\n"))
        #expect(text.components(separatedBy: "timed-out").count == 2)  // only the time-out has the line
        let decoded = try #require(try PluginScanCacheFile.decode(text, expectedHost: "h"))
        #expect(decoded["/plugins/libSlow.so"]?.report.timedOutAfter == 1.5)
        #expect(decoded["/plugins/libSlow.so"]?.examined == Date(timeIntervalSince1970: 1_795_329_800))
        #expect(decoded["/plugins/libCrash.so"]?.report.timedOutAfter == nil)
        #expect(decoded["/plugins/libCrash.so"]?.examined == examined)
    }

    @Test func equalCachesAreEqualFiles() {
        let entries = ["/b.so": okEntry, "/a.so": crashedEntry, "/c.so": okEntry]
        let first = PluginScanCacheFile.encode(host: "h", entries: entries)
        #expect(PluginScanCacheFile.encode(host: "h", entries: entries) == first)
        #expect(first.hasPrefix(PluginScanCacheFile.header + "\nhost\th\nentry\t/a.so\t"))
    }

    @Test func anotherHostBuildReadsAsEmpty() throws {
        let text = PluginScanCacheFile.encode(host: "host-1", entries: ["/a.so": okEntry])
        #expect(try PluginScanCacheFile.decode(text, expectedHost: "host-2") == [:])
    }

    @Test func anotherVersionOfTheFormatIsNotUsedAndNotAnError() throws {
        #expect(try PluginScanCacheFile.decode("lasso-plugin-scan-cache 4\nwhatever comes next\n", expectedHost: "h") == nil)
    }

    @Test func aVersion2FileWithoutTimesIsReadAsEmpty() throws {
        let version2 = "lasso-plugin-scan-cache 2\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\nreport\t/a.so\nerror\tregistrationCrashed\t/a.so\tdid not finish registering within 1 s and was killed\th\n"
        #expect(try PluginScanCacheFile.decode(version2, expectedHost: "h") == nil)
    }

    @Test(arguments: [
        ("", 1, "empty"),
        ("{\"entries\": {}}", 1, "expected 'lasso-plugin-scan-cache 3'"),
        ("lasso-plugin-scan-cache 3\nentry\t/a.so", 2, "host line"),
        ("lasso-plugin-scan-cache 3\nhost\th\nreport\t/a.so", 3, "before any entry"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5", 3, "expected an entry"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\tbig\t2\t3\t4\t5\tab", 3, "expected an entry"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\nreport\t/a.so", 3, "expected an entry"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\tsoon\nreport\t/a.so", 3, "expected an entry"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\ntimed-out\t0", 5, "expected a time-out"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\ntimed-out\tsoon", 5, "expected a time-out"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\ntimed-out\t1\ntimed-out\t2", 6, "expected a time-out"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nidentity\tx", 4, "expected an identity"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\nmodule\tm\tscreen\tT\tany\nparameters", 6, "must follow a module's outputs"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\nmodule\tm\tscreen\tT\tany\nerror\tx", 5, "without its outputs"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\nmodule\tm\tscreen\tT\tany", 5, "without its outputs"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a.so\nerror\tnoSuchKind\tp\tm\th", 5, "expected an error"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/a\\q.so", 4, "bad escape"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nsurprise\t1", 4, "unknown line 'surprise'"),
        ("lasso-plugin-scan-cache 3\nhost\th\nentry\t/a.so\t1\t2\t3\t4\t5\tab\t9\nentry\t/b.so\t1\t2\t3\t4\t5\tab\t9\nreport\t/b.so", 3, "no report line"),
    ])
    func damagedFilesAreRefusedNamingTheLine(text: String, line: Int, reason: String) {
        #expect {
            try PluginScanCacheFile.decode(text, expectedHost: "h")
        } throws: { error in
            guard let malformed = error as? PluginScanCacheFile.Malformed else { return false }
            return malformed.line == line && malformed.reason.contains(reason)
        }
    }

    @Test func blankLinesAndAMissingFinalNewLineAreFine() throws {
        let text = PluginScanCacheFile.encode(host: "h", entries: ["/a.so": crashedEntry])
        let loose = text.replacingOccurrences(of: "\n", with: "\n\n").dropLast(2)
        #expect(try PluginScanCacheFile.decode(String(loose), expectedHost: "h") == ["/a.so": crashedEntry])
    }
}
