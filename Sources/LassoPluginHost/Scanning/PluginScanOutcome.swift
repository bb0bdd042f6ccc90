package import Foundation

/// How the scanner's child process ended, and turning that plus its output into a report.
package enum PluginScanOutcome: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)
    /// It did not finish within this many seconds and was killed.
    case timedOut(Double)

    /// The report for the plugin at `path`, from how the child ended and what it wrote on
    /// standard output (JSON lines, see ``PluginScanChild``).
    ///
    /// Exit 0 gives the child's description; an error exit gives the error the child reported
    /// in its JSON (a plugin's `exit()` while registering among them, see
    /// ``RegistrationExitGuard``), else says how it exited; a signal or a time-out gives
    /// ``PluginLoadError/Kind/registrationCrashed`` (a time-out's report also carries it, in
    /// ``PluginScanReport/timedOutAfter``). A child that reported the plugin registered and then
    /// did not end cleanly (code the plugin left to run at exit, an `atexit` handler or a library
    /// destructor, that hung, crashed or exited with a failure) is refused too, saying that it
    /// registered and what happened afterwards.
    ///
    /// `rerun` is the command that examines the plugin again, named in the hint for debugging.
    package func report(path: String, output: Data, rerun: [String]? = nil) -> PluginScanReport {
        let messages = String(decoding: output, as: UTF8.self)
            .split(separator: "\n")
            .compactMap { try? JSONDecoder().decode(PluginScanChild.Message.self, from: Data($0.utf8)) }
        let identity = messages.last?.report.identity
        let finished = messages.last { $0.stage == "finished" }?.report.naming(path)
        let stage = identity == nil ? "loading" : "registering"
        // It registered, and what went wrong came after, as its process ended.
        let registered = finished.map { $0.error == nil } ?? false
        let afterRegistering = "registered, then its process"
        let atExit = "at exit (in an atexit handler or a library destructor the plugin left behind)"
        let debugHint =
            "fix the plugin or remove it" + (rerun.map { "; to debug: gdb --args \($0.joined(separator: " "))" } ?? "")
        switch self {
        case .exited(0):
            if let finished, finished.error == nil { return finished }
            return PluginScanReport(
                failure: PluginLoadError(
                    .registrationCrashed, path: path,
                    "exited with status 0 while \(stage), before the plugin scanner could describe it (a plugin must not call exit()); the plugin was skipped",
                    hint: debugHint
                ), identity: identity)
        case .exited(let status):
            if let finished, finished.error != nil { return finished }
            return PluginScanReport(
                failure: PluginLoadError(
                    .registrationCrashed, path: path,
                    (registered
                        ? "\(afterRegistering) exited with status \(status) \(atExit)"
                        : "exited with status \(status) while \(stage)") + "; the plugin was skipped",
                    hint: debugHint
                ), identity: identity)
        case .signaled(let signal):
            return PluginScanReport(
                failure: PluginLoadError(
                    .registrationCrashed, path: path,
                    (registered
                        ? "\(afterRegistering) crashed with \(signalName(signal)) \(atExit)"
                        : "crashed with \(signalName(signal)) while \(stage)") + "; the plugin was skipped",
                    hint: debugHint
                ), identity: identity)
        case .timedOut(let seconds):
            let limit = "within \(String(format: "%g", seconds)) s and was killed"
            return PluginScanReport(
                failure: PluginLoadError(
                    .registrationCrashed, path: path,
                    (registered
                        ? "\(afterRegistering) did not end \(limit): code that runs \(atExit) did not return"
                        : "did not finish \(stage) \(limit)") + "; the plugin was skipped",
                    hint: debugHint
                ), identity: identity, timedOutAfter: seconds)
        }
    }
}
