import Lasso

/// Loads plugins the way the host should at start-up: each file is checked (``PluginFileTrust``),
/// then examined in a child process by the ``PluginScanner`` unless the ``PluginScanCache`` has a
/// verdict for it unchanged, and only a plugin found fine is loaded into this process. A plugin
/// that crashes while registering is reported and skipped instead of taking the host down.
@MainActor
package struct PluginAdmission {
    /// Where a verdict came from, for `--verbose` notes.
    package enum Source: String, Sendable {
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
    package let opener: PluginOpener
    /// Runs the child process; `nil` to load without examination.
    package let scanner: PluginScanner?
    /// Verdicts of files examined before.
    package let cache: PluginScanCache
    /// Told where each verdict came from, and of warnings.
    package let note: @MainActor (_ path: String, _ source: Source) -> Void
    /// Told of problems that do not stop loading (a scanner that cannot start).
    package let warn: @MainActor (ProgramMessage) -> Void
    /// Whether `warn` was told that verdicts cannot be cached (a plugin cannot be hashed).
    @MainActor private static var saidVerdictsAreNotKept = false

    /// Creates an admission.
    package init(
        opener: PluginOpener,
        scanner: PluginScanner?,
        cache: PluginScanCache,
        note: @escaping @MainActor (String, Source) -> Void = { _, _ in },
        warn: @escaping @MainActor (ProgramMessage) -> Void = { _ in }
    ) {
        self.opener = opener
        self.scanner = scanner
        self.cache = cache
        self.note = note
        self.warn = warn
    }

    /// The verdict on the plugin at `path`, from the cache when `useCache` and the file is
    /// unchanged, else from the child process (then cached). `nil` when there is no scanner.
    package func examine(_ path: String, options: PluginLoadOptions = PluginLoadOptions(), useCache: Bool = true)
        -> PluginScanReport?
    {
        let copy: PluginImageCopy
        do throws(PluginLoadError) {
            copy = try prepare(path, options: options)
        } catch {
            note(path, .checked)
            return PluginScanReport(failure: error)
        }
        defer { copy.discard() }
        return examine(copy, useCache: useCache)
    }

    /// Checks the file at `path` (``PluginFileTrust``), makes the private copy that is examined
    /// and loaded (``PluginImageCopy``), and checks the copy against the pinned digest.
    package func prepare(_ path: String, options: PluginLoadOptions) throws(PluginLoadError) -> PluginImageCopy {
        let copy = try PluginImageCopy(of: PluginFileTrust.check(path), origin: path)
        if let pin = options.expectedSHA256 { try copy.checkDigest(pin) }
        return copy
    }

    /// The verdict on the private copy `copy`: from the cache when `useCache` and the file it
    /// was made of is unchanged since it was examined (and, for a time-out, when the verdict
    /// still holds under the scanner's time-out: ``PluginScanCache/Entry/isReusable(scanTimeout:now:)``),
    /// else from the child process, which examines the copy itself, so the verdict is about the
    /// bytes that will be loaded.
    package func examine(_ copy: PluginImageCopy, useCache: Bool = true) -> PluginScanReport? {
        guard let scanner else { return nil }
        if useCache, let cached = cachedReport(for: copy, scanTimeout: scanner.timeout) { return cached }
        do {
            return record(try scanner.scan(copy.path, origin: copy.origin), for: copy)
        } catch {
            warn(.warning("\(error); loading \(copy.origin) without examining it first"))
            return nil
        }
    }

    /// The verdict on `copy` as ``examine(_:useCache:)`` gives it, examined by `warmScanner`,
    /// whose child was started ahead of time, without blocking the main thread: what an app
    /// that is running uses. Unlike at start-up, a child that cannot be started is not a reason
    /// to load the plugin unexamined: it throws, and the running app keeps what it runs.
    package func examine(_ copy: PluginImageCopy, with warmScanner: WarmPluginScanner, useCache: Bool = true)
        async throws(PluginScanner.Failure) -> PluginScanReport
    {
        if useCache, let cached = cachedReport(for: copy, scanTimeout: warmScanner.scanner.timeout) { return cached }
        return record(try await warmScanner.scan(copy.path, origin: copy.origin), for: copy)
    }

    /// The cached verdict on the file `copy` was made of, if it still holds for a scan that
    /// would run with a time-out of `scanTimeout` seconds.
    private func cachedReport(for copy: PluginImageCopy, scanTimeout: Double) -> PluginScanReport? {
        guard
            let cached = cache.report(
                forRealPath: copy.source, stamp: copy.sourceStamp, scanTimeout: scanTimeout,
                digest: { try? copy.sha256() })
        else { return nil }
        note(copy.origin, .cached)
        return cached.naming(copy.origin)
    }

    /// Caches `report`, just examined, when it is about the file's content; returns it.
    private func record(_ report: PluginScanReport, for copy: PluginImageCopy) -> PluginScanReport {
        note(copy.origin, .scanned)
        // Verdicts about the file's content are cached; those about its location or pin are not.
        let contentVerdict = ![.fileMissing, .untrustedLocation, .digestMismatch].contains(report.error?.kind)
        if contentVerdict {
            do throws(PluginLoadError) {
                cache.record(report, forRealPath: copy.source, stamp: copy.sourceStamp, sha256: try copy.sha256())
            } catch {
                // The verdict holds; the plugin is only examined again next time. Said once: every
                // plugin would repeat it.
                if !Self.saidVerdictsAreNotKept {
                    Self.saidVerdictsAreNotKept = true
                    warn(.warning("the plugin scan cache keeps no verdicts: \(error.message)", hint: error.hint))
                }
            }
        }
        return report
    }

    /// Examines the plugin at `path` (see ``examine(_:options:useCache:)``) and, when it is
    /// fine, loads the same bytes into this process. Throws the examination's error, or the load's.
    @discardableResult
    package func load(_ path: String, options: PluginLoadOptions = PluginLoadOptions()) throws(PluginLoadError)
        -> LoadedPlugin
    {
        let copy: PluginImageCopy
        do throws(PluginLoadError) {
            copy = try prepare(path, options: options)
        } catch {
            note(path, .checked)
            throw error
        }
        defer { copy.discard() }
        if let report = examine(copy), let error = report.error {
            throw error
        }
        if scanner == nil { note(path, .direct) }
        return try opener.load(copy)
    }
}
