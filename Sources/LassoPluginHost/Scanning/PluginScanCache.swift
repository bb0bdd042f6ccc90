package import Foundation
internal import LassoDigest
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// The verdicts of examined plugins, stored in a small JSON file (`PluginScanCacheFile`) and
/// keyed by each file's real path, size, mtime and SHA-256 content hash, so unchanged plugins
/// are not examined again.
///
/// The content hash is recomputed only when the file's inode or ctime moved while its size and
/// mtime stayed (a copy that kept the mtime); otherwise the stored hash is still the file's.
/// The cache belongs to one host build (``host``): another host build starts from an empty one.
/// A verdict that is a time-out is reused only for a while, and not under a longer scan time-out
/// (``Entry/isReusable(scanTimeout:now:)``); other verdicts hold until the file changes.
/// A missing, corrupt or unwritable cache only costs re-examination: it is never fatal, and the
/// problem is reported in ``warnings``. A file at the cache's path that is not a cache the shell
/// wrote is never replaced (``save()``).
package final class PluginScanCache {
    /// Where the cache lives; `nil` keeps it in memory only.
    package let location: String?
    /// The host build the verdicts hold for.
    package let host: String
    /// Problems with the cache file, for the caller to show as warnings.
    package private(set) var warnings: [String] = []
    private var entries: [String: Entry] = [:]
    private var isDirty = false
    /// The time now: when a verdict is recorded, and against which a time-out's age is measured.
    private let now: () -> Date

    /// Opens the cache at `location` for `host` (ignoring, with a warning, a file it cannot
    /// read); `now` tells the time (tests set it).
    package init(location: String?, host: String, now: @escaping () -> Date = { Date() }) {
        self.location = location
        self.host = host
        self.now = now
        guard let location else { return }
        do throws(PluginScanCacheFile.Malformed) {
            guard let data = try PluginScanCacheFile.read(path: location) else { return }
            entries = try PluginScanCacheFile.decode(data, expectedHost: host) ?? [:]
        } catch {
            warnings.append(
                "ignoring the plugin scan cache \(location): \(error); plugins will be examined again (remove the file: the shell replaces only a cache it wrote)"
            )
        }
    }

    /// The cached report for the plugin file `path`, if it is unchanged since it was examined
    /// and the verdict may be reused under a scan time-out of `scanTimeout` seconds.
    package func report(for path: String, scanTimeout: Double) -> PluginScanReport? {
        guard let key = realPath(path), let stamp = PluginFileStamp(path: key) else { return nil }
        return report(forRealPath: key, stamp: stamp, scanTimeout: scanTimeout) {
            try? SHA256.hexDigest(ofFileAt: key)
        }?.naming(path)
    }

    /// The cached report for the file at the real path `key`, which had `stamp` when it was
    /// read, if it is unchanged since it was examined and the verdict may be reused under a scan
    /// time-out of `scanTimeout` seconds (``Entry/isReusable(scanTimeout:now:)``). `digest`
    /// gives its content hash; it is asked only when the inode or ctime moved while the size and
    /// mtime stayed.
    package func report(forRealPath key: String, stamp: PluginFileStamp, scanTimeout: Double, digest: () -> String?)
        -> PluginScanReport?
    {
        guard let entry = entries[key], entry.stamp.sameSizeAndModification(as: stamp),
            entry.isReusable(scanTimeout: scanTimeout, now: now())
        else { return nil }
        if entry.stamp != stamp {
            guard let digest = digest(), digest == entry.sha256 else { return nil }
            entries[key] = Entry(stamp: stamp, sha256: digest, report: entry.report, examined: entry.examined)
            isDirty = true
        }
        return entry.report
    }

    /// The stamp and digest of `path` now, taken before examining it so a change during the
    /// examination is not hidden; `nil` when the file cannot be read.
    package func fingerprint(of path: String) -> (stamp: PluginFileStamp, sha256: String)? {
        guard let key = realPath(path), let stamp = PluginFileStamp(path: key),
            let digest = try? SHA256.hexDigest(ofFileAt: key)
        else { return nil }
        return (stamp, digest)
    }

    /// Records `report` for `path`, examined when it had `fingerprint`.
    package func record(
        _ report: PluginScanReport, for path: String, fingerprint: (stamp: PluginFileStamp, sha256: String)
    ) {
        guard let key = realPath(path) else { return }
        record(report, forRealPath: key, stamp: fingerprint.stamp, sha256: fingerprint.sha256)
    }

    /// Records `report` for the file at the real path `key`, examined just now when it had
    /// `stamp` and the content hash `sha256`.
    package func record(_ report: PluginScanReport, forRealPath key: String, stamp: PluginFileStamp, sha256: String) {
        entries[key] = Entry(stamp: stamp, sha256: sha256, report: report, examined: now())
        isDirty = true
    }

    /// Writes the cache back if it changed, dropping entries of files that are gone. Returns a
    /// warning when it cannot be written (the cache is then only lost, never fatal), or when
    /// the file at its path is not a cache this shell wrote
    /// (``PluginScanCacheFile/checkReplaceable(path:)``), which is left as it is.
    @discardableResult
    package func save() -> String? {
        guard isDirty, let location else { return nil }
        entries = entries.filter { FileManager.default.fileExists(atPath: $0.key) }
        let file = FilePath(location)
        let folder = file.removingLastComponent()
        // Written private (folder 0700, file 0600) under a name of this process's, then renamed
        // over the cache: parallel shells never see, or make, a half-written file. Only over a
        // cache: a file the shell did not write is never replaced.
        let temporary = folder.appending(".\(file.lastComponent?.string ?? "").\(getpid()).tmp").string
        do throws(PluginScanCacheFile.Malformed) {
            try PluginScanCacheFile.checkReplaceable(path: location)
        } catch {
            let warning =
                "not saving the plugin scan cache over \(location): \(error); the file is left as it is (remove it if it is an old cache, or set LASSO_PLUGIN_CACHE to a path of its own); plugins will be examined again next time"
            warnings.append(warning)
            return warning
        }
        do {
            try FileManager.default.createDirectory(
                atPath: folder.string, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let data = try PluginScanCacheFile.encode(host: host, entries: entries)
            guard
                FileManager.default.createFile(
                    atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]),
                rename(temporary, location) == 0
            else { throw CocoaError(.fileWriteNoPermission) }
            isDirty = false
            return nil
        } catch {
            unlink(temporary)
            let warning =
                "cannot write the plugin scan cache \(location) (\(error.localizedDescription)); plugins will be examined again next time"
            warnings.append(warning)
            return warning
        }
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

}
