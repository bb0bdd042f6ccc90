import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost
import LassoTerminal
internal import SystemPackage

/// `lasso-shell run --watch` and `serve --watch`: reloads the app's plugins and its config while
/// it runs (one app, or every session of a served one: ``LassoConfig/LiveReloadable``).
///
/// It watches every plugin file the app loaded and the config file (``FileChangeWatcher``), and
/// answers the reload keys (``RunKeys``). Reloads run one at a time, in the order the changes
/// came; a file changed again while it waits is reloaded once. Each reload's outcome goes to
/// the status line, with the time it took from the file's change to the new frame's model, and
/// to the app's ``ReloadLog`` (for `wait reload` in scripts). The keyboard focus stays at its
/// place on the screen.
@MainActor
final class LiveReloadSession {
    let app: any LiveReloadable
    private let configPath: String
    private let examination: PluginExamination
    private let scanner: WarmPluginScanner?
    private var watcher: FileChangeWatcher?
    /// Where the outcomes show: the terminal, or every page of a served app.
    private weak var frontEnd: (any AppFrontEnd)?
    private var queue: [Request] = []
    private var isReloading = false
    /// Called when a plugin's new version, found fine by its examination in a child, is about
    /// to run its code in this process (the session is saved then: an `exit()`, a crash or a hang
    /// of code that behaves differently here cannot be caught, and the next run offers it back).
    var willSwapPlugin: @MainActor () -> Void = {}
    /// Old plugin versions may keep this many bytes mapped before the status line warns.
    private let retainedLimit: Int
    /// Plugin libraries being rebuilt from a saved source file, and when the source was saved,
    /// so that their reload reports the whole time from the save to the swapped app.
    private var builds: [String: ContinuousClock.Instant] = [:]
    /// The config file's `stat` when it was last read.
    private var configStamp: PluginFileStamp?
    /// The status line each plugin file's last reload left, by path.
    private var lastReports: [String: StatusMessage] = [:]
    /// The status line the last reload left.
    private var lastReport: StatusMessage?
    /// Builds waiting for the reload of the library they wrote, by path.
    private var reloadWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// Libraries reloaded after a build: the file watcher's late event for the same file finds
    /// it unchanged, which is no news and must not replace the build's outcome (a touch of such
    /// a file without a change is not reported either).
    private var rebuiltLibraries: Set<String> = []

    /// What to reload.
    private enum Request: Equatable {
        case file(String, changedAt: ContinuousClock.Instant)
        case changedFiles
        case restart

        static func == (lhs: Request, rhs: Request) -> Bool {
            switch (lhs, rhs) {
            case (.file(let left, _), .file(let right, _)): left == right
            case (.changedFiles, .changedFiles), (.restart, .restart): true
            default: false
            }
        }
    }

    /// Sets up reloading for `app`, built from the config file at `configPath`; starts
    /// watching the files.
    init(app: any LiveReloadable, configPath: String, retainedLimitMegabytes: Int) throws(FileChangeWatcher.Failure) {
        self.app = app
        self.configPath = Self.absolute(configPath)
        self.retainedLimit = retainedLimitMegabytes * 1_000_000
        configStamp = PluginFileStamp(path: self.configPath)
        // While the app runs, standard error is its screen: warnings go through LassoDiagnostics,
        // which the terminal session shows in the status line and logs.
        examination = PluginExamination(registry: app.registry, verbose: false) {
            LassoDiagnostics.report($0.statement)
        }
        scanner = examination.admission.scanner.map(WarmPluginScanner.init)
        let watcher = try FileChangeWatcher { [weak self] path, completedAt in
            self?.enqueue(.file(path, changedAt: completedAt))
        }
        self.watcher = watcher
        try watchFiles()
    }

    /// Gives `frontEnd` (the terminal of the session or script showing the app, or the pages of
    /// a served one) the reload keys, and has it show what reloads do.
    func attach(to frontEnd: any AppFrontEnd) {
        self.frontEnd = frontEnd
        frontEnd.offer(RunKeys.reload) { [weak self] in self?.enqueue(.changedFiles) }
        frontEnd.offer(RunKeys.restart) { [weak self] in self?.enqueue(.restart) }
    }

    /// Stops watching and saves the plugin scan cache.
    func finish() {
        watcher?.stop()
        watcher = nil
        examination.finish()
    }

    // MARK: - Changes

    private func watchFiles() throws(FileChangeWatcher.Failure) {
        guard let watcher else { return }
        try watcher.watch(configPath)
        for plugin in app.registry.plugins.values where plugin.imageStamp != nil {
            try watcher.watch(plugin.path)
        }
    }

    private func enqueue(_ request: Request) {
        guard !queue.contains(request) else { return }
        queue.append(request)
        guard !isReloading else { return }
        isReloading = true
        Task { @MainActor in
            while !queue.isEmpty {
                await perform(queue.removeFirst())
            }
            isReloading = false
        }
    }

    private func perform(_ request: Request) async {
        switch request {
        case .file(let path, let changedAt):
            await reload(path, since: changedAt)
        case .changedFiles:
            let started = ContinuousClock.now
            var changed = app.registry.plugins.values
                .filter { plugin in plugin.imageStamp.map { $0 != PluginFileStamp(path: plugin.path) } ?? false }
                .map(\.path).sorted()
            if PluginFileStamp(path: configPath) != configStamp { changed.append(configPath) }
            if changed.isEmpty { report(.nothingChanged, since: started) }
            for path in changed { await reload(path, since: started) }
        case .restart:
            let started = ContinuousClock.now
            await keepingFocus { report(app.restartFromConfig(), since: started) }
        }
    }

    /// Notes that the library at `path` is being rebuilt because a source saved at `savedAt`
    /// changed: its next reload reports the time from the save.
    func buildStarted(of path: String, savedAt: ContinuousClock.Instant) {
        builds[path] = savedAt
    }

    /// Notes that the build of the library at `path` ended without a new library to load
    /// (it failed, was superseded, or wrote the same file).
    func buildEnded(of path: String) {
        builds[path] = nil
    }

    /// Notes that the build of the library at `path` wrote a new library, and returns once its
    /// reload has reported, so that the reload's outcome is the status line's last word. The
    /// file watcher may have reloaded it while the build went on: its outcome is shown again.
    /// Otherwise the reload is asked for here, not left to the watcher.
    func buildWroteLibrary(at path: String) async {
        rebuiltLibraries.insert(path)
        guard builds[path] != nil else {
            if let report = lastReports[path] { frontEnd?.showStatus(report) }
            return
        }
        await withCheckedContinuation { continuation in
            reloadWaiters[path, default: []].append(continuation)
            enqueue(.file(path, changedAt: ContinuousClock.now))
        }
    }

    private func reload(_ path: String, since started: ContinuousClock.Instant) async {
        var outcome = ReloadOutcome.nothingChanged
        await keepingFocus {
            if path == configPath {
                configStamp = PluginFileStamp(path: configPath)
                outcome = app.reloadConfig(with: configLoader())
                try? watchFiles()
            } else {
                outcome = await app.reloadPlugin(
                    at: path, with: examination.admission, scanner: scanner, willRunNewVersion: willSwapPlugin)
            }
        }
        defer {
            for waiter in reloadWaiters.removeValue(forKey: path) ?? [] { waiter.resume() }
        }
        for journal in app.journals { journal.recordReload(outcome) }
        // A build waiting on this reload hears its outcome, whatever it is (a rebuilt library
        // may well be unchanged); a late watcher event for a rebuilt library is no news.
        if case .unchanged = outcome, rebuiltLibraries.contains(path), reloadWaiters[path] == nil { return }
        if let savedAt = builds.removeValue(forKey: path), case .swapped = outcome {
            let reloadTime = Self.milliseconds(ContinuousClock.now - started)
            report(
                outcome, since: savedAt, prefix: "Rebuilt and r",
                detail: " from the save (the reload took \(reloadTime) ms)")
        } else {
            report(outcome, since: started)
        }
        lastReports[path] = lastReport
    }

    /// Runs `change` with the focus kept at its place, where the app is shown.
    private func keepingFocus(_ change: () async -> Void) async {
        guard let frontEnd else { return await change() }
        await frontEnd.keepingFocus(change)
    }

    private func configLoader() -> ConfigValidator {
        let examination = examination
        return ConfigCommandOutput.loader(into: app.registry) { examination }
    }

    private func report(
        _ outcome: ReloadOutcome, since started: ContinuousClock.Instant, prefix: String? = nil, detail: String = ""
    ) {
        let elapsed = ContinuousClock.now - started
        var text = outcome.summary
        if let prefix, text.hasPrefix("R") { text = prefix + text.dropFirst() }
        if outcome.succeeded, outcome != .nothingChanged { text += " in \(Self.milliseconds(elapsed)) ms" + detail }
        let retired = app.registry.retiredPlugins
        if outcome == .nothingChanged, !retired.isEmpty {
            text +=
                " (\(retired.count) old plugin version\(retired.count == 1 ? "" : "s") hold \(Self.megabytes(app.registry.retiredImageBytes)) MB)"
        }
        let retained = app.registry.retiredImageBytes
        if retained > retainedLimit {
            text +=
                "; old plugin versions hold \(Self.megabytes(retained)) MB (over --retained-limit): quit and start again to free them"
        }
        let message = StatusMessage(text, isError: !outcome.succeeded)
        lastReport = message
        frontEnd?.showStatus(message)
        frontEnd?.recordReload(ReloadLog.Entry(summary: text, succeeded: outcome.succeeded))
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_000_000)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    private static func absolute(_ path: String) -> String {
        FilePath(FileManager.default.currentDirectoryPath).pushing(FilePath(path)).string
    }
}
