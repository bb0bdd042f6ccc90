import Foundation
import Lasso
import LassoTerminal
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A headless script run (`run --script`) that does not reach its end never reports success.
///
/// A plugin's action may end the process under the script: `exit(0)` (which read as success,
/// with the remaining steps never run), or a crash signal that the Swift runtime's backtracer
/// reports and then returns from (the script went on as if nothing had happened). While a
/// script runs, this guard
///
/// - turns an `exit()` into a failure: an `on_exit` handler writes `lasso-shell: SCRIPT: error:
///   the app exited with status N before the script reached its end …` (a ``ProgramMessage``)
///   and ends the process with status 1 (a failed script), or the plugin's own status when that
///   is already a failure;
/// - says so on a crash signal (SIGSEGV, SIGABRT, …), and ends the process by that signal after
///   the handler installed before (the backtracer's) has reported it.
///
/// ``install()`` runs before ``RegistrationExitGuard`` is installed, so that guard's handler runs
/// first (exit handlers run in reverse order): a plugin exiting while it registers is named as
/// that.
enum ScriptEndGuard {
    /// Installs the exit handler, once per process; it does nothing unless a script runs.
    static func install() {
        guard !isInstalled.exchange(true, ordering: .relaxed) else { return }
        on_exit({ status, _ in ScriptEndGuard.processIsExiting(status: status) }, nil)
    }

    /// Runs `script` (the run of the script file `path`) with an early end reported as a failure.
    static func during<Result>(script path: String, _ script: () -> Result) -> Result {
        install()
        // Rendered now: a crash handler may only write bytes made beforehand.
        let crashed = ProgramMessage.error(
            "the app crashed before the script reached its end; the remaining steps did not run", file: path,
            hint: "a crash report, when one follows, names the code that crashed; fix or remove that plugin")
        crashText.withLock { $0 = Array((crashed.line() + "\n").utf8) }
        scriptPath.withLock { $0 = (path, HostProgram.current.name) }
        let handlers = installCrashHandlers()
        isRunning.store(true, ordering: .sequentiallyConsistent)
        defer {
            isRunning.store(false, ordering: .sequentiallyConsistent)
            restoreCrashHandlers(handlers)
        }
        return script()
    }

    private static let isInstalled = Atomic(false)
    private static let isRunning = Atomic(false)
    /// The script running and the program's name, read before: the exit handler waits for no lock.
    private static let scriptPath = Mutex((path: "", program: ""))
    private static let crashText = Mutex<[UInt8]>([])

    private static func processIsExiting(status: Int32) {
        guard isRunning.load(ordering: .sequentiallyConsistent) else { return }
        // Another thread may hold the lock while the process exits; never wait for it.
        let failure = status == 0 ? ProgramMessage.failureStatus : status
        guard let script = scriptPath.withLockIfAvailable({ $0 }), !script.path.isEmpty else { _exit(failure) }
        ProgramMessage.error(
            "the app exited with status \(status) before the script reached its end; the remaining steps did not run",
            file: script.path, hint: "a plugin's action must not call exit(); fix or remove that plugin"
        ).write(program: script.program)
        _exit(failure)
    }

    /// The crash handlers' state, prepared before they are installed: they only call
    /// async-signal-safe functions (`write`, `sigaction`, `raise`).
    fileprivate enum CrashState {
        nonisolated(unsafe) static var message: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
        nonisolated(unsafe) static let previousActions: UnsafeMutableBufferPointer<sigaction> = {
            let buffer = UnsafeMutableBufferPointer<sigaction>.allocate(capacity: 65)
            buffer.initialize(repeating: sigaction())
            return buffer
        }()
    }

    private static func installCrashHandlers() -> [Int32] {
        let text = crashText.withLock { $0 }
        let message = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = message.initialize(from: text)
        let old = CrashState.message
        CrashState.message = message
        old.deallocate()
        return TerminalRestorer.crashSignals.filter { signal in
            guard let previous = installSignalHandler(signal, flags: Int32(SA_NODEFER), handler: scriptCrashHandler)
            else { return false }
            CrashState.previousActions[Int(signal)] = previous
            return true
        }
    }

    private static func restoreCrashHandlers(_ signals: [Int32]) {
        for signal in signals {
            _ = sigaction(signal, &CrashState.previousActions[Int(signal)], nil)
        }
    }
}

/// Says the script did not reach its end, hands the crash to the handler installed before (the
/// backtracer reports it), then ends the process by the same signal, whatever that handler did.
private func scriptCrashHandler(_ signal: Int32) {
    guard signal > 0, signal < 65 else { return }
    let message = ScriptEndGuard.CrashState.message
    if let base = message.baseAddress { _ = write(2, base, message.count) }
    _ = sigaction(signal, &ScriptEndGuard.CrashState.previousActions[Int(signal)], nil)
    raise(signal)
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    _ = sigaction(signal, &defaultAction, nil)
    raise(signal)
    _exit(128 + signal)
}
