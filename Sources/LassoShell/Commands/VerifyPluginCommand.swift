import ArgumentParser
import Foundation
import LassoPlugin
import LassoPluginHost

/// `lasso-shell plugins verify PLUGIN`: examine a plugin in a child process; the exit status is
/// the verdict.
struct VerifyPluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a plugin in a child process: exit 0 when it is fine, else the failure's exit status.",
        discussion:
            "The plugin is always examined afresh (its verdict then updates the scan cache). See `lasso-shell plugins --help` for the exit statuses."
    )

    @Argument(help: "The plugin shared library (.so).")
    var plugin: String

    @Option(name: .customLong("sha256"), help: "The SHA-256 digest the plugin must have (as a config would pin it).")
    var sha256: String?

    @Flag(help: "Say on standard error how the verdict was reached.")
    var verbose = false

    func run() throws {
        try MainActor.assumeIsolated {
            let examination = PluginExamination(registry: ModuleRegistry(), verbose: verbose)
            defer { examination.finish() }
            let options = PluginLoadOptions(expectedSHA256: sha256)
            let report: PluginScanReport
            if let examined = examination.admission.examine(plugin, options: options, useCache: false) {
                report = examined
            } else {
                // No child process available: check by loading here.
                do throws(PluginLoadError) {
                    let loaded = try examination.admission.opener.load(plugin, options: options)
                    let registry = examination.admission.opener.registry
                    let modules = loaded.moduleNames.compactMap { registry.module(named: $0) }.map(ModuleSummary.init)
                    report = PluginScanReport(path: plugin, identity: PluginIdentity(loaded), modules: modules)
                } catch {
                    report = PluginScanReport(failure: error)
                }
            }
            if let error = report.error {
                throw ExitCode(ShellOutput.report(error.programMessage))
            }
            print(
                "\(plugin): ok: \(PluginListLine.identityText(report)), \(PluginListLine.moduleCount(report.modules.count))"
                    + (report.modules.isEmpty ? "" : " (\(report.modules.map(\.name).joined(separator: ", ")))"))
        }
    }
}
