import Foundation
import PackagePlugin

/// Stamps Swift code with the build of the Lasso runtime it is compiled against.
///
/// Swift plugins use the runtime's types without library evolution, so a plugin compiled against
/// one build of `libLassoRuntime.so` may crash on another (a changed type layout, a moved method).
/// This build tool hashes what the Swift compiler says of itself (`swiftc --version`) and the
/// sources of the `LassoRuntime` library product (every target of the runtime package that the
/// product contains, directly or through dependencies) and generates:
///
/// - applied to the runtime's `LassoPlugin` target: the fingerprint the host expects;
/// - applied to a plugin's target: a `describePlugin(_:)` that records the same fingerprint in the
///   plugin's descriptor.
///
/// Both are generated from the same files, and regenerated (so the target is rebuilt) whenever
/// one of them changes. Apply it to every Swift plugin target:
///
/// ```swift
/// .target(name: "CounterPlugin", dependencies: [.product(name: "LassoRuntime", package: "lasso-linux")],
///         plugins: [.plugin(name: "LassoRuntimeFingerprint", package: "lasso-linux")])
/// ```
@main
struct LassoRuntimeFingerprint: BuildToolPlugin {
    /// The runtime's library product, whose sources define a runtime build.
    static let runtimeProduct = "LassoRuntime"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let isRuntime = target.name == "LassoPlugin" && context.package.products.contains { $0.name == Self.runtimeProduct }
        guard let runtime = Self.runtimePackage(from: context.package) else {
            throw PluginError("\(target.name) does not depend on the \(Self.runtimeProduct) product, so there is no runtime build to record: add it to the target's dependencies")
        }
        let sources = Self.runtimeSources(in: runtime)
        guard let header = sources.first(where: { $0.url.lastPathComponent == "lasso_plugin.h" }) else {
            throw PluginError("the \(Self.runtimeProduct) sources have no lasso_plugin.h")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: isRuntime ? "RuntimeBuildFingerprint.swift" : "DescribePlugin+RuntimeBuild.swift")
        return [
            .buildCommand(
                displayName: "Stamping \(target.name) with the Lasso runtime build",
                executable: try context.tool(named: "lasso-runtime-fingerprint").url,
                arguments: [isRuntime ? "runtime" : "plugin", output.path(), header.url.path(), try context.tool(named: "swiftc").url.path()]
                    + sources.flatMap { [$0.key, $0.url.path()] },
                inputFiles: sources.map(\.url),
                outputFiles: [output]
            ),
        ]
    }

    /// The package that defines the runtime product: `package` itself or one of its dependencies,
    /// searched breadth first.
    static func runtimePackage(from package: Package) -> Package? {
        var queue = [package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == runtimeProduct }) { return next }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }

    /// The Swift and C sources and headers of every target of `runtime` that its runtime product
    /// is built from, keyed by target name and path inside the target.
    static func runtimeSources(in runtime: Package) -> [(key: String, url: URL)] {
        guard let product = runtime.products.first(where: { $0.name == runtimeProduct }) else { return [] }
        let own = Set(runtime.targets.map(\.id))
        var targets: [String: any Target] = [:]
        for target in product.targets {
            for member in [target] + target.recursiveTargetDependencies where own.contains(member.id) {
                targets[member.id] = member
            }
        }
        return targets.values
            .compactMap { $0 as? any SourceModuleTarget }
            .flatMap { module in
                let root = module.directoryURL.standardizedFileURL.path()
                return (module.sourceFiles.filter { $0.type == .source }.map(\.url) + headers(of: module)).map { url in
                    let path = url.standardizedFileURL.path()
                    var relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : url.lastPathComponent
                    if relative.hasPrefix("/") { relative.removeFirst() }
                    return (key: "\(module.name)/\(relative)", url: url)
                }
            }
            .sorted { $0.key < $1.key }
    }

    /// The C headers of `module` (SwiftPM does not list them among its source files), anywhere
    /// in its directory.
    static func headers(of module: any SourceModuleTarget) -> [URL] {
        guard module is ClangSourceModuleTarget,
              let files = FileManager.default.enumerator(at: module.directoryURL, includingPropertiesForKeys: nil)
        else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "h" }
    }
}

/// A build planning failure, shown by SwiftPM with the target's name.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
