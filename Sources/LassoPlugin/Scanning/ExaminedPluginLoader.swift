/// Loads plugins the way the host should at start-up: each file is checked (``PluginFileTrust``),
/// then examined in a child process by the ``PluginScanner`` unless the ``PluginScanCache`` has a
/// verdict for it unchanged, and only a plugin found fine is loaded into this process. A plugin
/// that crashes while registering is reported and skipped instead of taking the host down.
@MainActor
public struct ExaminedPluginLoader {
    /// Where a verdict came from, for `--verbose` notes.
    public enum Source: String, Sendable {
        /// Examined now in a child process.
        case scanned
        /// Taken from the cache.
        case cached
        /// Refused by the file checks before any examination.
        case checked
        /// Not examined (no scanner): loaded directly.
        case direct
    }

    /// Loads plugins found fine.
    public let loader: PluginLoader
    /// Runs the child process; `nil` to load without examination.
    public let scanner: PluginScanner?
    /// Verdicts of files examined before.
    public let cache: PluginScanCache
    /// Told where each verdict came from, and of warnings.
    public let note: @MainActor (_ path: String, _ source: Source) -> Void
    /// Told of problems that do not stop loading (a scanner that cannot start).
    public let warn: @MainActor (String) -> Void

    /// Creates a loader.
    public init(
        loader: PluginLoader,
        scanner: PluginScanner?,
        cache: PluginScanCache,
        note: @escaping @MainActor (String, Source) -> Void = { _, _ in },
        warn: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.loader = loader
        self.scanner = scanner
        self.cache = cache
        self.note = note
        self.warn = warn
    }

    /// The verdict on the plugin at `path`, from the cache when `useCache` and the file is
    /// unchanged, else from the child process (then cached). `nil` when there is no scanner.
    public func examine(_ path: String, options: PluginLoadOptions = PluginLoadOptions(), useCache: Bool = true) -> PluginScanReport? {
        do throws(PluginLoadError) {
            try PluginFileTrust.check(path, expectedSHA256: options.expectedSHA256)
        } catch {
            note(path, .checked)
            return PluginScanReport(failure: error)
        }
        guard let scanner else { return nil }
        if useCache, let cached = cache.report(for: path) {
            note(path, .cached)
            return cached
        }
        let fingerprint = cache.fingerprint(of: path)
        let report: PluginScanReport
        do {
            report = try scanner.scan(path, options: options)
        } catch {
            warn("\(error); loading \(path) without examining it first")
            return nil
        }
        note(path, .scanned)
        // Verdicts about the file's content are cached; those about its location or pin are not.
        let contentVerdict = ![.fileMissing, .untrustedLocation, .digestMismatch].contains(report.error?.kind)
        if let fingerprint, contentVerdict {
            cache.record(report, for: path, fingerprint: fingerprint)
        }
        return report
    }

    /// Examines the plugin at `path` (see ``examine(_:options:useCache:)``) and, when it is
    /// fine, loads it into this process. Throws the examination's error, or the load's.
    @discardableResult
    public func load(_ path: String, options: PluginLoadOptions = PluginLoadOptions()) throws(PluginLoadError) -> LoadedPlugin {
        if let report = examine(path, options: options), let error = report.error {
            throw error
        }
        if scanner == nil { note(path, .direct) }
        return try loader.load(path, options: options)
    }
}
