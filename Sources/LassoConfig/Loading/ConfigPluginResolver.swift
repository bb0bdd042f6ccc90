import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
internal import SystemPackage

/// Loads the plugins a config names into a registry: every plugin file (``PluginFiles``) of
/// each `dir:` entry (in name order, or just the ones its `only:` lists) and each `file:`
/// entry, checking that no path leads outside the plugin directories; the loader checks the
/// files themselves and their SHA-256 pins. Each problem becomes a diagnostic at its entry (a
/// digest mismatch at its pin).
///
/// The trusted places are the config file's directory and the `dir:` entries; a `file:` must
/// resolve (after `..` and symlinks) into one of them, and a library found in a `dir:` must
/// resolve into that directory.
@MainActor
package struct ConfigPluginResolver {
    /// What to do about a plugin path (a `dir:` or `file:` entry) that does not exist.
    static var missingPathHint: String {
        "\(HostProgram.current.buildPluginsHint), or fix the path; relative paths start at the config file's folder"
    }

    /// Loads one plugin library, given its path and its pinned SHA-256 digest (if any), into
    /// the registry; throws why it cannot.
    package typealias LoadLibrary =
        @MainActor (_ path: String, _ expectedSHA256: String?) throws(PluginLoadError) -> Void

    /// The registry the plugins register into.
    package let registry: ModuleRegistry
    private let loadLibrary: LoadLibrary?

    /// Creates a loader registering into `registry`. `loadLibrary` loads each library; by
    /// default a ``LassoPlugin/PluginOpener`` loads it straight into this process (the shell
    /// passes one that first examines new plugins in a child process).
    package init(registry: ModuleRegistry = .shared, loadLibrary: LoadLibrary? = nil) {
        self.registry = registry
        self.loadLibrary = loadLibrary
    }

    /// One library to load, and where the config asked for it.
    private struct Candidate {
        let path: String
        let realPath: String
        var pin: Located<String>?
        let location: SourcePosition
    }

    /// Loads every plugin `config` names; returns the problems, in file order.
    package func load(_ config: AppConfig) -> [Diagnostic] {
        let log = DiagnosticLog(file: config.file)
        var candidates: [Candidate] = []
        let trustedRoots =
            ([config.directory]
            + config.plugins.compactMap { source -> String? in
                guard case .directory(let path, _) = source.kind else { return nil }
                return PluginPaths.absolute(path, relativeTo: config.directory)
            }).compactMap(PluginPaths.real)

        for source in config.plugins {
            let absolute = PluginPaths.absolute(source.path, relativeTo: config.directory)
            switch source.kind {
            case .directory(let path, let only):
                guard let directory = PluginPaths.real(absolute) else {
                    log.error(
                        "plugin directory '\(path)' does not exist (looked for \(absolute))", at: source.pathLocation,
                        hint: Self.missingPathHint
                    )
                    continue
                }
                guard PluginPaths.isDirectory(directory) else {
                    log.error(
                        "'\(path)' is not a directory", at: source.pathLocation,
                        hint: "use '- file: \(path)' for a single plugin")
                    continue
                }
                let libraries = PluginFiles.pluginNames(in: directory) ?? []
                var chosen = libraries
                if let only {
                    chosen = []
                    for name in only {
                        if libraries.contains(name.value) {
                            chosen.append(name.value)
                        } else {
                            log.error(
                                "there is no plugin library '\(name.value)' in '\(path)'",
                                at: name.location,
                                hint: Suggestion.didYouMean(name.value, among: libraries)
                                    ?? (libraries.isEmpty
                                        ? "the directory has no plugin files (\(PluginFiles.pattern)); \(HostProgram.current.buildPluginsHint)"
                                        : libraries.count <= 5
                                            ? "its libraries: \(libraries.joined(separator: ", "))"
                                            : "the nearest of its \(libraries.count) libraries: \(Suggestion.nearest(to: name.value, among: libraries, count: 3).joined(separator: ", "))")
                            )
                        }
                    }
                }
                for name in chosen {
                    let library = FilePath(directory).appending(name).string
                    guard let real = PluginPaths.real(library) else {
                        log.error(
                            "plugin '\(name)' in '\(path)' is a symlink to a missing file", at: source.pathLocation,
                            hint: "remove the link or rebuild the plugin it points to")
                        continue
                    }
                    guard PluginPaths.isInside(real, directory) else {
                        log.error(
                            "plugin '\(name)' in '\(path)' leads outside the directory, to \(real)",
                            at: source.pathLocation,
                            hint:
                                "copy the plugin into \(directory) instead of linking to it, or name its directory in 'plugins:'"
                        )
                        continue
                    }
                    candidates.append(Candidate(path: library, realPath: real, pin: nil, location: source.pathLocation))
                }
            case .file(let path, let pin):
                guard let real = PluginPaths.real(absolute) else {
                    log.error(
                        "plugin file '\(path)' does not exist (looked for \(absolute))", at: source.pathLocation,
                        hint: Self.missingPathHint
                    )
                    continue
                }
                guard trustedRoots.contains(where: { PluginPaths.isInside(real, $0) }) else {
                    log.error(
                        "plugin file '\(path)' leads outside the plugin directories, to \(real)",
                        at: source.pathLocation,
                        hint:
                            "plugins load only from the config's folder and the 'dir:' entries; trust its folder with '- { dir: \(FilePath(path).removingLastComponent()), only: [] }', or move the plugin"
                    )
                    continue
                }
                if let index = candidates.firstIndex(where: { $0.realPath == real }) {
                    candidates[index].pin = pin ?? candidates[index].pin
                } else {
                    candidates.append(
                        Candidate(path: absolute, realPath: real, pin: pin, location: source.pathLocation))
                }
            }
        }

        var seen: Set<String> = []
        let loadedPaths = Set(registry.plugins.values.compactMap { PluginPaths.real($0.path) })
        for candidate in candidates
        where seen.insert(candidate.realPath).inserted && !loadedPaths.contains(candidate.realPath) {
            load(candidate, log: log)
        }
        return log.diagnostics.sortedForDisplay
    }

    private func load(_ candidate: Candidate, log: DiagnosticLog) {
        do {
            if let loadLibrary {
                try loadLibrary(candidate.path, candidate.pin?.value)
            } else {
                try PluginOpener(registry: registry).load(candidate.path, expectedSHA256: candidate.pin?.value)
            }
        } catch {
            let location =
                error.kind == .digestMismatch ? candidate.pin?.location ?? candidate.location : candidate.location
            log.error(
                "cannot load plugin \(candidate.path): \(error.message)", at: location, hint: error.hint,
                exitStatus: error.kind.exitStatus)
        }
    }
}
