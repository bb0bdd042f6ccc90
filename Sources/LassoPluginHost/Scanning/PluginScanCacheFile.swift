internal import Foundation
import Lasso

#if canImport(Glibc)
    internal import Glibc
#endif

/// The scan cache's file format: one JSON object, read on every start with `JSONDecoder`.
///
/// ```
/// {"entries": {"<real path>": {"examined": <s since 1970>, "report": <PluginScanReport>,
///   "sha256": "…", "stamp": <PluginFileStamp>, "timedOutAfter": <s, only for a time-out>}},
///  "host": "<host build>", "version": 5}
/// ```
///
/// `examined` and `timedOutAfter` decide how long a verdict holds
/// (``PluginScanCache/Entry/isReusable(scanTimeout:now:)``). A file of another `version` (4
/// named a plugin's stamp `runtimeFingerprint` and an incompatible one `stalePlugin`), or of
/// the line format versions 1–3 used before, is read as an empty cache (its plugins are examined
/// once again); anything else that does not decode is ``Malformed``.
struct PluginScanCacheFile: Codable {
    /// The format's version; a file of another version is read as an empty cache.
    static let version = 5

    let version: Int
    let host: String
    /// `nil` when the file was written for another host build (its entries are not decoded).
    let entries: [String: PluginScanCache.Entry]?

    /// Why a cache file could not be read.
    struct Malformed: Error, CustomStringConvertible {
        /// What is wrong with it.
        let reason: String

        var description: String { reason }
    }

    /// The cache's JSON for `entries`, valid for `host`, with sorted keys so that equal caches
    /// are equal files.
    static func encode(host: String, entries: [String: PluginScanCache.Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(PluginScanCacheFile(version: version, host: host, entries: entries))
    }

    /// Reads `data`: the entries, `[:]` when it was written for another host build than
    /// `expectedHost`, or `nil` when it is another version of the format (not an error: that
    /// cache is simply not used).
    static func decode(_ data: Data, expectedHost: String) throws(Malformed) -> [String: PluginScanCache.Entry]? {
        if data.starts(with: "lasso-plugin-scan-cache ".utf8) { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[expectedHostKey] = expectedHost
        do {
            let file = try decoder.decode(PluginScanCacheFile.self, from: data)
            guard file.version == version else { return nil }
            return file.entries ?? [:]
        } catch {
            throw Malformed(reason: "it is not a plugin scan cache: \(describeDecodingError(error))")
        }
    }

    /// The largest cache file read (a cache holds a few hundred bytes a plugin).
    static let maximumSize = 16 * 1024 * 1024

    /// Reads the whole file at `path`; `nil` when there is none. Its verdicts decide which
    /// plugins load in-process: only a cache nobody else could have written is believed, and
    /// only a regular file (not a link, which saving would replace, nor a FIFO, which would
    /// hang the read).
    static func read(path: String) throws(Malformed) -> Data? {
        do throws(InputFile.Problem) {
            return try InputFile.read(path, maximumSize: maximumSize, followingLinks: false) {
                status throws(InputFile.Problem) in
                if status.owner != getuid() {
                    throw .refused("it belongs to another user (uid \(status.owner))")
                }
                if status.permissions & 0o022 != 0 {
                    throw .refused(
                        "it is writable by group or others (mode \(String(status.permissions & 0o777, radix: 8)))")
                }
            }
        } catch {
            throw Malformed(reason: "\(error)")
        }
    }

    /// Refuses to let a new cache replace the file at `path` unless it is a cache this shell
    /// wrote: a regular file of the user's that nobody else can write, holding a scan cache of
    /// any version. Whatever else is there (a user's notes, a device, a link) is left alone.
    static func checkReplaceable(path: String) throws(Malformed) {
        guard let data = try read(path: path) else { return }
        // Only its format is checked: a cache of another host build is replaced too.
        _ = try decode(data, expectedHost: "")
    }

    private static let expectedHostKey = CodingUserInfoKey(rawValue: "lasso.expectedHost")!

    private init(version: Int, host: String, entries: [String: PluginScanCache.Entry]) {
        self.version = version
        self.host = host
        self.entries = entries
    }

    private enum CodingKeys: String, CodingKey { case version, host, entries }

    /// Decodes the version first: the rest only when it is this version, the entries only when
    /// the host is the one expected.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            host = ""
            entries = nil
            return
        }
        host = try container.decode(String.self, forKey: .host)
        let expected = decoder.userInfo[Self.expectedHostKey] as? String
        entries =
            expected == nil || expected == host
            ? try container.decode([String: PluginScanCache.Entry].self, forKey: .entries)
            : nil
    }
}

/// An entry as the file holds it: the report with its time-out (which the report's own coding,
/// shared with the scanner's child, leaves out) and the time examined in seconds since 1970.
extension PluginScanCache.Entry: Codable {
    private enum CodingKeys: String, CodingKey { case stamp, sha256, examined, report, timedOutAfter }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var report = try container.decode(PluginScanReport.self, forKey: .report)
        if let timedOutAfter = try container.decodeIfPresent(Double.self, forKey: .timedOutAfter) {
            guard timedOutAfter > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .timedOutAfter, in: container, debugDescription: "a time-out must be above 0 seconds")
            }
            report.timedOutAfter = timedOutAfter
        }
        self.init(
            stamp: try container.decode(PluginFileStamp.self, forKey: .stamp),
            sha256: try container.decode(String.self, forKey: .sha256),
            report: report,
            examined: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .examined))
        )
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stamp, forKey: .stamp)
        try container.encode(sha256, forKey: .sha256)
        try container.encode(examined.timeIntervalSince1970, forKey: .examined)
        try container.encode(report, forKey: .report)
        try container.encodeIfPresent(report.timedOutAfter, forKey: .timedOutAfter)
    }
}
