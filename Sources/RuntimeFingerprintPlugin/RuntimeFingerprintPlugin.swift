import PackagePlugin

/// Generates `RuntimeSourceFingerprint.swift` for the target it is applied to (LassoPlugin): a hash
/// of the Swift sources of the modules plugins compile against and of the plugin ABI header, so a
/// Swift plugin built against another build of the runtime is refused as stale instead of
/// crashing on a changed type layout. Rerun whenever one of those files changes.
@main
struct RuntimeFingerprintPlugin: BuildToolPlugin {
    /// The targets whose sources a Swift plugin depends on.
    static let hashedTargets = ["Lasso", "LassoPlugin", "CLassoPluginABI"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let inputs = context.package.targets
            .filter { Self.hashedTargets.contains($0.name) }
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { module in module.sourceFiles.filter { $0.type == .source || $0.type == .header } }
            .map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "RuntimeSourceFingerprint.swift")
        return [
            .buildCommand(
                displayName: "Fingerprinting the runtime sources for \(target.name)",
                executable: try context.tool(named: "lasso-runtime-fingerprint").url,
                arguments: [output.path(), context.package.directoryURL.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
