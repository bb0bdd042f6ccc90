import ArgumentParser
import LassoPlugin

/// `lasso-shell plugins __scan PLUGIN` (hidden): the plugin scanner's child process. Loads and
/// registers one plugin in this fresh process and reports on standard output (see
/// ``PluginScanChild``); a crash here only ends this process.
struct ScanPluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "__scan",
        abstract: "Examine one plugin in this process and describe it as JSON (used by the plugin scanner).",
        shouldDisplay: false
    )

    @Argument(help: "The plugin shared library (.so).")
    var plugin: String

    @Option(name: .customLong("sha256"), help: "The SHA-256 digest the plugin must have.")
    var sha256: String?

    func run() throws {
        let status = MainActor.assumeIsolated {
            PluginScanChild.run(path: plugin, options: PluginLoadOptions(expectedSHA256: sha256))
        }
        if status != 0 { throw ExitCode(status) }
    }
}
