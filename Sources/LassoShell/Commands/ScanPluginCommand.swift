import ArgumentParser
import Foundation
import LassoPlugin
import LassoPluginHost

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
    var plugin: String?

    // The options are the scanner's (PluginScanner.Option), by its names.
    @Flag(
        name: .customLong(PluginScanner.Option.fromStandardInput.rawValue),
        help: "Wait for the arguments on standard input, tab-separated on one line (a scanner started ahead of time).")
    var fromStandardInput = false

    @Option(name: .customLong(PluginScanner.Option.sha256.rawValue), help: "The SHA-256 digest the plugin must have.")
    var sha256: String?

    @Option(
        name: .customLong(PluginScanner.Option.origin.rawValue),
        help: "The plugin file the examined one is a private copy of, named in the report.")
    var origin: String?

    @Option(
        name: .customLong(PluginScanner.Option.parent.rawValue),
        help: "The scanner's process: this one dies with it and leads a process group of its own.")
    var parent: Int32?

    /// How the plugin scanner starts this command: this very binary, `plugins __scan` (the
    /// names are the commands' own); `nil` when the binary cannot be found.
    static func scannerCommand() -> [String]? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let group = PluginsCommand.configuration.commandName,
            let name = configuration.commandName
        else { return nil }
        return [executable, group, name]
    }

    func validate() throws {
        if (plugin == nil) != fromStandardInput {
            throw ValidationError("give either the plugin or --from-standard-input")
        }
    }

    func run() throws {
        if let parent, !PluginScanChild.bindToParent(parent) { return }
        PluginScanChild.superviseDescendants()
        guard let plugin else {
            guard let line = readLine(strippingNewline: true), !line.isEmpty else { throw ExitCode(0) }
            let command = try Self.parse(line.split(separator: "\t").map(String.init))
            return try command.run()
        }
        let status = MainActor.assumeIsolated {
            PluginScanChild.run(
                path: plugin, origin: origin ?? plugin, options: PluginLoadOptions(expectedSHA256: sha256))
        }
        if status != 0 { throw ExitCode(status) }
    }
}
