import Foundation
import LassoConfig
import LassoTerminal

/// Shows the config's errors while its app runs (``RunErrors``: a route that cannot be built)
/// where the user looks: in the status line, as an error, and in the log (``WarningLog``), or,
/// for a headless script, on standard error after the snapshots' status lines.
@MainActor
enum RunErrorDisplay {
    /// Sends run-time errors to `terminal`'s status line and to the log, or to standard error
    /// when `headless`; ``detach()`` stops it.
    static func attach(to terminal: TerminalApp, headless: Bool) {
        RunErrors.handler = { [weak terminal] diagnostic in
            let text = diagnostic.description
            if headless {
                ShellOutput.standardErrorLine(text)
                terminal?.status = StatusMessage(text, isError: true)
            } else {
                let path = WarningLog.path
                let logged = WarningLog.append(diagnostic.programMessage, to: path)
                terminal?.status = StatusMessage(text + (logged ? " (logged in \(path))" : ""), isError: true)
            }
        }
    }

    /// Sends run-time errors to standard error again.
    static func detach() {
        RunErrors.handler = nil
    }
}
