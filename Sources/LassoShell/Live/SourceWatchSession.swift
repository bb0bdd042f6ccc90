import Foundation
import LassoConfig
import LassoPlugin
import LassoTerminal

/// `lasso-shell run --watch --watch-sources`: rebuilds a plugin when one of its source files is
/// saved.
///
/// For every plugin library the app loaded from a Swift package's build folder
/// (``PluginPackage``), it asks the package which targets make up the plugin's product
/// (`swift package describe`) and watches their folders. A saved source file starts an
/// incremental `swift build --product` of just the plugins it belongs to (one build at a time;
/// saves during a build start one more build afterwards), with its progress in the status line.
/// The build writes the library, and ``LiveReloadSession`` reloads it as any changed plugin
/// file. A compile error is shown as `file:line:column: error: message`, the others one key
/// away (``RunKeys/nextError``), and the app keeps running the old version.
@MainActor
final class SourceWatchSession {
    private let app: any LiveReloadable
    private let reloading: LiveReloadSession
    private var watcher: FileChangeWatcher?
    private weak var terminal: TerminalApp?
    /// The plugins each watched source folder belongs to.
    private var folders: [(folder: String, plugin: WatchedPlugin)] = []
    private var queue: [WatchedPlugin] = []
    private var isBuilding = false
    /// The errors of the last failed build, and which of them the status line shows.
    private var errors: [String] = []
    private var shownError = 0
    private var failedProduct = ""

    /// A plugin built from a package the app can rebuild.
    private struct WatchedPlugin: Equatable {
        let package: PluginPackage
        let product: String
        /// The library, as the app loaded it.
        let library: String
    }

    init(app: any LiveReloadable, reloading: LiveReloadSession) {
        self.app = app
        self.reloading = reloading
    }

    /// Gives `terminal` the next-error key and starts looking for the plugins' sources.
    func attach(to terminal: TerminalApp) {
        self.terminal = terminal
        terminal.commands.append(RunKeys.nextError.command { [weak self] in self?.showNextError() })
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
            terminal?.reloads.record(ReloadLog.Entry(summary: text, succeeded: false))
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
        terminal?.reloads.record(ReloadLog.Entry(summary: ready, succeeded: true))
    }

    private nonisolated static func isSource(_ name: String) -> Bool {
        !name.hasPrefix(".") && [".swift", ".c", ".h", ".m", ".cpp"].contains { name.hasSuffix($0) }
    }

    // MARK: - Building

    private func sourceDidChange(_ path: String) {
        let affected = folders.filter { path.hasPrefix($0.folder + "/") }.map(\.plugin)
        for plugin in affected where !queue.contains(plugin) { queue.append(plugin) }
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

    private func build(_ plugin: WatchedPlugin, savedAt: ContinuousClock.Instant) async {
        let started = ContinuousClock.now
        let before = PluginFileStamp(path: plugin.library)
        reloading.buildStarted(of: plugin.library, savedAt: savedAt)
        say("Building \(plugin.product)…")
        let result = await SwiftBuild.build(plugin.product, of: plugin.package) { [weak self] line in
            guard line.hasPrefix("[") else { return }
            self?.say("Building \(plugin.product) \(line)")
        }
        let seconds = Self.seconds(ContinuousClock.now - started)
        let changed = PluginFileStamp(path: plugin.library) != before
        let reloadToCome = reloading.buildEnded(of: plugin.library, libraryChanged: changed)
        guard result.succeeded else {
            // Paths relative to the package: what the user's editor shows, and short.
            errors =
                result.errors.isEmpty
                ? [
                    "the build exited with status \(result.status); run `swift build --package-path \(plugin.package.root) --product \(plugin.product)` to see why"
                ]
                : result.errors.map {
                    $0.hasPrefix(plugin.package.root + "/") ? String($0.dropFirst(plugin.package.root.count + 1)) : $0
                }
            shownError = 0
            failedProduct = plugin.product
            showError(recording: true)
            return
        }
        errors = []
        if !changed {
            say("Built \(plugin.product) in \(seconds) s: the library did not change")
            terminal?.reloads.record(ReloadLog.Entry(summary: "Built \(plugin.product): unchanged", succeeded: true))
        } else if reloadToCome {
            // The plugin file watcher reloads the library it wrote.
            say("Built \(plugin.product) in \(seconds) s; reloading…")
        }
    }

    private func showNextError() {
        guard !errors.isEmpty else { return }
        shownError = (shownError + 1) % errors.count
        showError(recording: false)
    }

    private func showError(recording: Bool) {
        let more =
            errors.count > 1 ? " (error \(shownError + 1) of \(errors.count); \(RunKeys.nextError.label): next)" : ""
        let text = "Build of \(failedProduct) failed, the running version stays: \(errors[shownError])\(more)"
        say(text, isError: true)
        if recording { terminal?.reloads.record(ReloadLog.Entry(summary: text, succeeded: false)) }
    }

    private func say(_ text: String, isError: Bool = false) {
        terminal?.status = StatusMessage(text, isError: isError)
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
