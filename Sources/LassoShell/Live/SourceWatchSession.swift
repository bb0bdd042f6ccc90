import Foundation
import LassoConfig
import LassoPlugin
import LassoPluginHost
import LassoTerminal

/// `lasso-shell run|serve --watch --watch-sources`: rebuilds a plugin when one of its source
/// files is saved.
///
/// For every plugin library the app loaded from a Swift package's build folder
/// (``PluginPackage``), it asks the package which targets make up the plugin's product
/// (`swift package describe`) and watches their folders. A saved source file starts an
/// incremental `swift build --product` of just the plugins it belongs to (one build at a time;
/// saves during a build supersede it and start one more build afterwards), with its progress in
/// the status line (the terminal's, or every page's) until its outcome. The build writes the library, and ``LiveReloadSession``
/// reloads it before the next build starts. A compile error is shown as
/// `file:line:column: error: message`, all of them whole one key away (``RunKeys.report``),
/// and the app keeps running the old version.
@MainActor
final class SourceWatchSession {
    private let app: any LiveReloadable
    private let reloading: LiveReloadSession
    private var watcher: FileChangeWatcher?
    /// Where the builds show: the terminal, or every page of a served app.
    private weak var frontEnd: (any AppFrontEnd)?
    /// The plugins each watched source folder belongs to.
    private var folders: [(folder: String, plugin: WatchedPlugin)] = []
    private var queue: [WatchedPlugin] = []
    private var isBuilding = false
    /// The errors of the last failed build (none after a build that did not fail).
    private var errors: [String] = []
    private var failedProduct = ""
    /// Builds started so far, and the one running: its progress lines alone reach the status line.
    private var buildNumber = 0
    private var runningBuild: Int?
    /// The running build's product and its last progress line.
    private var building: (product: String, progress: String) = ("", "")

    /// A plugin built from a package the app can rebuild.
    private struct WatchedPlugin: Equatable {
        let package: PluginPackage
        let product: String
        /// The library, as the app loaded it.
        let library: String
    }

    /// The report key's shelf, which a failed build's errors go to.
    private let reports: ReportShelf

    init(app: any LiveReloadable, reloading: LiveReloadSession, reports: ReportShelf = ReportShelf()) {
        self.app = app
        self.reloading = reloading
        self.reports = reports
    }

    /// Gives `frontEnd` the report key and starts looking for the plugins' sources.
    func attach(to frontEnd: any AppFrontEnd) {
        self.frontEnd = frontEnd
        reports.put(on: frontEnd) { [weak self] in self?.errorsWhole }
        Task { @MainActor in await start() }
    }

    func finish() {
        watcher?.stop()
        watcher = nil
    }

    // MARK: - Finding the sources

    private func start() async {
        var plugins: [WatchedPlugin] = []
        for plugin in app.registry.plugins.values.sorted(by: { $0.name < $1.name }) where plugin.imageStamp != nil {
            guard let (package, product) = PluginPackage.containing(library: plugin.path) else { continue }
            plugins.append(WatchedPlugin(package: package, product: product, library: plugin.path))
        }
        guard !plugins.isEmpty else {
            let text =
                "--watch-sources: no plugin was loaded from a Swift package's build folder (.build/debug); only the plugin files are watched"
            say(text, isError: true)
            frontEnd?.recordReload(ReloadLog.Entry(summary: text, succeeded: false))
            return
        }
        do {
            watcher = try FileChangeWatcher { [weak self] path, _ in self?.sourceDidChange(path) }
        } catch {
            return say("--watch-sources: \(error)", isError: true)
        }
        var watched: Set<String> = []
        for root in Set(plugins.map(\.package.root)).sorted() {
            let targets: [PluginPackage.Target]
            do {
                targets = try await SwiftBuild.targets(of: plugins.first { $0.package.root == root }!.package)
            } catch {
                say("--watch-sources: \(error)", isError: true)
                continue
            }
            for plugin in plugins where plugin.package.root == root {
                for folder in plugin.package.sourceFolders(of: plugin.product, targets: targets) {
                    folders.append((folder, plugin))
                    guard watched.insert(folder).inserted else { continue }
                    do {
                        try watcher?.watchFolder(folder) { name in Self.isSource(name) }
                    } catch {
                        say("--watch-sources: \(error)", isError: true)
                    }
                }
            }
        }
        let count = Set(folders.map(\.plugin.product)).count
        let ready =
            "Watching the sources of \(count) plugin\(count == 1 ? "" : "s") (\(watched.count) folder\(watched.count == 1 ? "" : "s"))"
        say(ready)
        // Scripts wait for this with `wait reload` before they edit a source.
        frontEnd?.recordReload(ReloadLog.Entry(summary: ready, succeeded: true))
    }

    private nonisolated static func isSource(_ name: String) -> Bool {
        !name.hasPrefix(".") && [".swift", ".c", ".h", ".m", ".cpp"].contains { name.hasSuffix($0) }
    }

    // MARK: - Building

    private func sourceDidChange(_ path: String) {
        let affected = folders.filter { path.hasPrefix($0.folder + "/") }.map(\.plugin)
        for plugin in affected where !queue.contains(plugin) { queue.append(plugin) }
        if isBuilding, runningBuild != nil, !affected.isEmpty { sayProgress() }
        guard !isBuilding, !queue.isEmpty else { return }
        isBuilding = true
        let savedAt = ContinuousClock.now
        Task { @MainActor in
            while !queue.isEmpty {
                await build(queue.removeFirst(), savedAt: savedAt)
            }
            isBuilding = false
        }
    }

    /// Builds `plugin` and follows the build to its end in the status line: its progress while
    /// it runs (a line arriving after the build ended is dropped), then exactly one outcome:
    /// failed, unchanged, or the reload of the library it wrote (awaited, so the next build
    /// starts after it); or, when the plugin was saved again meanwhile, superseded: a library
    /// it wrote is reloaded all the same, its errors are old news, and the next build's outcome
    /// is the one that stays.
    private func build(_ plugin: WatchedPlugin, savedAt: ContinuousClock.Instant) async {
        let started = ContinuousClock.now
        let before = PluginFileStamp(path: plugin.library)
        buildNumber += 1
        let number = buildNumber
        runningBuild = number
        building = (plugin.product, "…")
        reloading.buildStarted(of: plugin.library, savedAt: savedAt)
        sayProgress()
        let result = await SwiftBuild.build(plugin.product, of: plugin.package) { [weak self] line in
            guard line.hasPrefix("["), let self, self.runningBuild == number else { return }
            self.building.progress = " " + line
            self.sayProgress()
        }
        runningBuild = nil
        let seconds = Self.seconds(ContinuousClock.now - started)
        let changed = PluginFileStamp(path: plugin.library) != before
        if queue.contains(plugin) {
            if result.succeeded, changed {
                await reloading.buildWroteLibrary(at: plugin.library)
            } else {
                reloading.buildEnded(of: plugin.library)
            }
            say("Build of \(plugin.product) superseded by a newer save; building again…")
            return
        }
        guard result.succeeded else {
            reloading.buildEnded(of: plugin.library)
            // Paths relative to the package: what the user's editor shows, and short.
            errors =
                result.errors.isEmpty
                ? [
                    "the build exited with status \(result.status); run `swift build --package-path \(plugin.package.root) --product \(plugin.product)` to see why"
                ]
                : result.errors.map {
                    $0.hasPrefix(plugin.package.root + "/") ? String($0.dropFirst(plugin.package.root.count + 1)) : $0
                }
            failedProduct = plugin.product
            if let frontEnd { reports.put(on: frontEnd) { [weak self] in self?.errorsWhole } }
            let text =
                "Build of \(plugin.product) failed, the running version stays (\(wholeErrorsHint)): \(errors[0])"
            say(text, isError: true)
            frontEnd?.recordReload(ReloadLog.Entry(summary: text, succeeded: false))
            return
        }
        errors = []
        guard changed else {
            reloading.buildEnded(of: plugin.library)
            say("Built \(plugin.product) in \(seconds) s: the library did not change")
            frontEnd?.recordReload(ReloadLog.Entry(summary: "Built \(plugin.product): unchanged", succeeded: true))
            return
        }
        say("Built \(plugin.product) in \(seconds) s; reloading…")
        await reloading.buildWroteLibrary(at: plugin.library)
    }

    /// The running build's progress, and whether a newer save waits for it to end.
    private func sayProgress() {
        guard runningBuild != nil else { return }
        let waiting = queue.isEmpty ? "" : " (saved again: another build follows)"
        say("Building \(building.product)\(building.progress)\(waiting)")
    }

    /// The last failed build's errors, whole; `nil` once a build of it passed.
    private var errorsWhole: ReportShelf.Report? {
        guard !errors.isEmpty else { return nil }
        return (
            "Build of \(failedProduct) failed: \(errors.count) error\(errors.count == 1 ? "" : "s")",
            errors.joined(separator: "\n\n")
        )
    }

    /// How the user sees the failed build's errors whole: the key where the front end has keys,
    /// else how many there are.
    private var wholeErrorsHint: String {
        let errorsText = errors.count == 1 ? "the error" : "the \(errors.count) errors"
        if frontEnd?.offersKeys ?? true { return "\(RunKeys.report.label) shows \(errorsText) whole" }
        return errors.count == 1 ? "1 error" : "the first of \(errors.count) errors"
    }

    private func say(_ text: String, isError: Bool = false) {
        frontEnd?.showStatus(StatusMessage(text, isError: isError))
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
