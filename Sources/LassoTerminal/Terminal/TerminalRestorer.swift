#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Gives the terminal back however the process ends: on normal exit (`atexit`), and on a
/// crash or trap (SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE) — each handler restores the
/// terminal settings and screen, then hands the signal on to the handler that was installed
/// before (the Swift runtime's backtracer, or the default action) so the crash is still
/// reported, now on a readable terminal.
///
/// Everything a handler touches is prepared when the restorer is armed, and it only calls
/// async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`).
///
/// These must stay signal handlers, unlike the session's other signals (``SignalForwarder``):
/// a crash signal is delivered to the thread that faulted, which cannot go on, so there is no
/// later moment for a queue or the main actor to restore the terminal; and the crash may have
/// happened inside `malloc` or with a lock held, so the handler may only call async-signal-safe
/// functions on state prepared beforehand (no allocation, no locks, no Swift runtime calls that
/// could take one).
package enum TerminalRestorer {
    /// The signals that end the process abnormally.
    package static let crashSignals: [Int32] = [SIGABRT, SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE]

    /// Prepares the restore and installs the handlers (once per process for `atexit`).
    static func arm(inputFileDescriptor: Int32, outputFileDescriptor: Int32, original: termios) {
        RestoreState.prepare(input: inputFileDescriptor, output: outputFileDescriptor, original: original)
        if !RestoreState.isAtExitRegistered {
            RestoreState.isAtExitRegistered = true
            atexit { restoreTerminalNow() }
        }
        for signal in crashSignals {
            if let previous = installSignalHandler(signal, flags: Int32(SA_NODEFER), handler: crashHandler) {
                RestoreState.previousActions[Int(signal)] = previous
            }
        }
    }

    /// Puts the previous crash handlers back and disarms the restore.
    static func disarm() {
        RestoreState.isArmed = 0
        for signal in crashSignals {
            var previous = RestoreState.previousActions[Int(signal)]
            _ = sigaction(signal, &previous, nil)
        }
    }
}

/// The state the signal handlers read. Written only while no handler can run concurrently
/// (before the handlers are installed, on the main thread).
private enum RestoreState {
    nonisolated(unsafe) static var isArmed: sig_atomic_t = 0
    nonisolated(unsafe) static var isAtExitRegistered = false
    nonisolated(unsafe) static var input: Int32 = 0
    nonisolated(unsafe) static var output: Int32 = 1
    nonisolated(unsafe) static var original = termios()
    nonisolated(unsafe) static let bytes: UnsafeMutableBufferPointer<UInt8> = {
        let sequence = Array(ANSI.restore.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: sequence.count)
        _ = buffer.initialize(from: sequence)
        return buffer
    }()
    nonisolated(unsafe) static let previousActions: UnsafeMutableBufferPointer<sigaction> = {
        let buffer = UnsafeMutableBufferPointer<sigaction>.allocate(capacity: 65)
        buffer.initialize(repeating: sigaction())
        return buffer
    }()

    static func prepare(input: Int32, output: Int32, original: termios) {
        _ = bytes
        _ = previousActions
        self.input = input
        self.output = output
        self.original = original
        isArmed = 1
    }
}

/// Writes the restore sequence and puts the terminal settings back, once.
private func restoreTerminalNow() {
    guard RestoreState.isArmed != 0 else { return }
    RestoreState.isArmed = 0
    _ = systemWrite(RestoreState.output, RestoreState.bytes.baseAddress!, RestoreState.bytes.count)
    _ = tcsetattr(RestoreState.input, TCSAFLUSH, &RestoreState.original)
}

/// Restores the terminal, then passes the signal to the handler installed before ours; if the
/// process is still alive after that, ends it by the signal.
///
/// A fault (a trap, a bad pointer) recurs when a handler returns, and then ends the process; a
/// signal a plugin raised itself (`raise(SIGSEGV)`) does not: the Swift runtime's backtracer
/// writes its report and returns, and the code after `raise` would go on running on a terminal
/// given back — so the signal is raised once more with its default action.
private func crashHandler(_ signal: Int32) {
    restoreTerminalNow()
    guard signal > 0, signal < 65 else { return }
    _ = sigaction(signal, &RestoreState.previousActions[Int(signal)], nil)
    raise(signal)
    var ending = sigaction()
    ending.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&ending.sa_mask)
    _ = sigaction(signal, &ending, nil)
    raise(signal)
    _exit(128 + signal)
}
