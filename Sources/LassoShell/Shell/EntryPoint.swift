import ArgumentParser
import Foundation
import LassoPlugin
import LassoPluginHost

/// The C entry point the `lasso-shell` launcher calls after loading the runtime library.
///
/// Runs the command line on the main thread (which is the main actor's) and returns the exit
/// status.
@_cdecl("lasso_shell_main")
public func lassoShellMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var arguments: [String] = []
    for index in 1..<Int(max(argc, 1)) {
        if let argument = argv?[index] { arguments.append(String(cString: argument)) }
    }
    return runShell(arguments)
}

/// Parses and runs `arguments` (without the program name); returns the exit status.
///
/// Call it on the main thread. `linking` lists feature plugins compiled into the calling
/// executable (see ``LinkedPlugins``); `lasso-shell` itself links none.
public func runShell(_ arguments: [String], linking linkedPlugins: LinkedPlugins = [:]) -> Int32 {
    ShellProgram.install()
    MainActor.assumeIsolated { LinkedPluginLookup.current = linkedPlugins }
    // First, so that their exit handlers run after the terminal's (see RegistrationExitGuard);
    // the script's before the registration's, which then runs first (see ScriptEndGuard).
    ScriptEndGuard.install()
    RegistrationExitGuard.install()
    // A write to a closed pipe (a plugin scanner's child that died, `| head`) fails with EPIPE,
    // which the writer handles, instead of killing the shell.
    signal(SIGPIPE, SIG_IGN)
    do {
        var command = try LassoShellCommand.parseAsRoot(arguments)
        try command.run()
        return ShellOutput.finishStandardOutput() ?? 0
    } catch {
        let exitCode = LassoShellCommand.exitCode(for: error)
        let message = LassoShellCommand.fullMessage(for: error)
        if !message.isEmpty {
            if exitCode == .success { print(message) } else { ShellOutput.standardErrorLine(message) }
        }
        return ShellOutput.finishStandardOutput() ?? exitCode.rawValue
    }
}
