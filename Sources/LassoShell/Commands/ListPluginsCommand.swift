import ArgumentParser
import Foundation
import LassoPlugin
import LassoPluginHost
internal import SystemPackage

/// `lasso-shell plugins list [DIR…]`: one line per plugin file with its verdict.
struct ListPluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the plugin files in directories, each with its name, version, module count and verdict.",
        discussion: """
            Every shared library (`*.so`, `*.so.N`) is examined (in a child process, unless the scan \
            cache has its verdict) and gets one line: ok, refused or crashed, with the reason, or \
            "not a plugin" for a shared library that is not one (the runtime library, a library a \
            plugin uses). A crashing plugin is only reported. A config's `dir:` entry loads only \
            the plugin files: \(PluginFiles.rule). Exits 0 unless a directory is missing.
            """
    )

    @Argument(help: "Directories holding plugins (default: the current directory).")
    var directories: [String] = []

    @Flag(help: "Say on standard error whether each plugin was examined now or found in the cache.")
    var verbose = false

    func run() throws {
        try MainActor.assumeIsolated {
            let examination = PluginExamination(registry: ModuleRegistry(), verbose: verbose)
            defer { examination.finish() }
            var missing: PluginLoadError?
            var owners: [String: String] = [:]
            for directory in directories.isEmpty ? ["."] : directories {
                guard let files = sharedLibraries(in: directory) else {
                    let error = PluginLoadError(
                        .fileMissing, path: directory, "no such plugin directory",
                        hint: "check the path, or build the plugins first")
                    ShellOutput.report(error.programMessage)
                    missing = missing ?? error
                    continue
                }
                for (path, kind) in files {
                    guard kind != .runtimeLibrary else {
                        print(PluginListLine.runtimeLibrary(path))
                        continue
                    }
                    var report = examination.admission.examine(path) ?? PluginScanReport(path: path, identity: nil)
                    if report.error == nil, let identity = report.identity {
                        if let owner = owners[identity.name] {
                            report.error = .duplicatePlugin(identity.name, path: path, alreadyProvidedBy: owner)
                        } else {
                            owners[identity.name] = path
                        }
                    }
                    print(PluginListLine.text(report, kind: kind))
                }
            }
            if let missing { throw ExitCode(missing.kind.exitStatus) }
        }
    }

    /// The shared libraries in `directory`, sorted, each with what its name makes it
    /// (``PluginFiles``); `nil` when the directory cannot be read. A dangling symlink is still
    /// listed (and refused); folders are not.
    private func sharedLibraries(in directory: String) -> [(path: String, kind: PluginFiles.Kind)]? {
        guard let libraries = PluginFiles.sharedLibraries(in: directory) else { return nil }
        return libraries.compactMap { name, kind in
            let path = directory == "." ? name : FilePath(directory).appending(name).string
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil ? (path, kind) : nil
            }
            return isDirectory.boolValue ? nil : (path, kind)
        }
    }
}
