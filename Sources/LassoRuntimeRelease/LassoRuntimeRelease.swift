import Foundation
import PackagePlugin

/// Generates, into the runtime's `LassoPlugin` module, what the runtime knows of its own release
/// and compiler, from the one definition of each:
///
/// - the release: `LASSO_RUNTIME_RELEASE` in `lasso_plugin.h` (what C plugins record too);
/// - the compiler: what `swiftc --version` says.
///
/// The generated `RuntimeRelease._compiledAgainst` is `@_alwaysEmitIntoClient`, so a plugin
/// that calls `describePlugin(_:)` records the release and compiler of *its own* build (the
/// compiler check in its body runs when the plugin is compiled). Plugins need no build tool.
@main
struct LassoRuntimeRelease: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let header = Self.header(reachableFrom: target) else {
            throw PluginError("\(target.name) does not depend on a target holding lasso_plugin.h")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "RuntimeRelease+Generated.swift")
        return [
            .buildCommand(
                displayName: "Recording the Lasso runtime release and compiler in \(target.name)",
                executable: try context.tool(named: "lasso-runtime-release").url,
                arguments: [output.path(), header.path(), try context.tool(named: "swiftc").url.path()],
                inputFiles: [header],
                outputFiles: [output]
            )
        ]
    }

    /// `lasso_plugin.h` in `target`'s C dependencies.
    static func header(reachableFrom target: Target) -> URL? {
        for dependency in target.recursiveTargetDependencies {
            guard let module = dependency as? ClangSourceModuleTarget,
                let files = FileManager.default.enumerator(at: module.directoryURL, includingPropertiesForKeys: nil)
            else { continue }
            if let header = files.compactMap({ $0 as? URL }).first(where: { $0.lastPathComponent == "lasso_plugin.h" })
            {
                return header
            }
        }
        return nil
    }
}

/// A build planning failure, shown by SwiftPM with the target's name.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
