import ArgumentParser
import Foundation
import Lasso
import LassoConfig
import LassoTerminal

/// `lasso-shell run app.yaml`: build the app a config file describes and run it — in the
/// terminal, headless from a script, or once to print its hierarchy and screen.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the app a config file describes.",
        discussion: """
        Interactive by default (standard input and output must be a terminal). With --script the \
        same app runs headless: each script step drives it and snapshots print as plain text; \
        the exit status is 1 when a step fails. With --dump the hierarchy and one frame are \
        printed and the shell exits.
        """
    )

    @Argument(help: "The app's config file (YAML or JSON).")
    var config: String

    @Option(help: "Run headless, driven by the steps in this script file.")
    var script: String?

    @Option(help: "Screen size for --script and --dump, as WIDTHxHEIGHT.")
    var size: String = "80x24"

    @Flag(help: "Print the hierarchy and one frame, then exit.")
    var dump = false

    func validate() throws {
        guard TerminalSize(parsing: size) != nil else {
            throw ValidationError("--size must be WIDTHxHEIGHT, for example 80x24 (got '\(size)')")
        }
        if dump, script != nil {
            throw ValidationError("use either --script or --dump, not both")
        }
    }

    func run() throws {
        let status = MainActor.assumeIsolated { runApp() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func runApp() -> Int32 {
        guard let window = AppLaunch.buildWindow(configPath: config) else { return 1 }
        let size = TerminalSize(parsing: size) ?? .standard
        if dump {
            print(ScriptRunner.dump(window, size: size))
            return 0
        }
        if let script {
            let result = ScriptRunner.runBlocking(window: window, scriptPath: script, size: size)
            print(result.output)
            return result.exitStatus
        }
        do {
            return try TerminalSession.runBlocking(window: window).exitStatus
        } catch {
            ShellOutput.standardError("error: \(error)")
            return 1
        }
    }
}
