internal import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Turns signals into bytes on a pipe (the self-pipe trick), so that the session handles them
/// on the main actor like any other input.
///
/// The handler only writes the signal number to the pipe, which is async-signal-safe. The
/// previous handlers are saved when forwarding starts and put back when it stops, so a session
/// leaves the process's signal dispositions as it found them (and a second session in the same
/// process works like the first).
///
/// Not `DispatchSource.makeSignalSource`, which on Linux (swift-corelibs-libdispatch,
/// `event_epoll.c`) breaks both promises the session makes:
/// - its handler stays installed for the rest of the process when the source is cancelled (no
///   previous action is kept), so after a session SIGINT and SIGTERM would be swallowed instead
///   of ending the process as before;
/// - the source registers asynchronously, on libdispatch's manager queue, so a signal sent just
///   after it is resumed can still take the default action and end the process with the
///   terminal in raw mode on the alternate screen (SIGTERM right after `resume()` did so in 3 of
///   5 runs with Swift 6.3.1; the handler here is installed before the first frame).
/// Only the forwarding is hand-written; the pipe's reading end is watched by a dispatch read
/// source like standard input.
package enum SignalForwarder {
    /// Starts forwarding `signals`; returns the pipe's read end (non-blocking), or `nil` when no
    /// pipe could be made. A signal the process was started with ignored (`nohup` ignores SIGHUP,
    /// a non-interactive shell SIGINT for a background job) stays ignored, as shells do it.
    ///
    /// With `forcingOnRepeat`, a signal that comes while another has waited unread in the pipe
    /// for ``forcingDelay`` (the main thread is stuck) takes its default action at once: the
    /// process ends by it. Two signals close together (SIGTERM then SIGHUP from a service
    /// manager, a quick double Ctrl-C) are both forwarded.
    ///
    /// With `onlyFrom`, `signals` count only as that process passes them on with
    /// ``passOn(_:to:)`` (a supervised server's supervisor): sent directly they are dropped, so
    /// the same SIGTERM sent to both by a service manager, or `pkill`, is one stop, not two.
    package static func start(_ signals: [Int32], forcingOnRepeat: Bool = false, onlyFrom sender: pid_t? = nil)
        -> Int32?
    {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let forwarded = signals.filter { !isIgnored($0) }
        ForwardingState.writeEnd = ends[1]
        ForwardingState.signals = forwarded
        ForwardingState.forcesOnRepeat = forcingOnRepeat
        ForwardingState.sender = sender ?? 0
        ForwardingState.passedOn = forwarded.reduce(0) { $0 | (UInt64(1) << UInt64($1)) }
        ForwardingState.unread.store(0, ordering: .relaxed)
        for signal in forwarded {
            let previous =
                sender == nil
                ? installSignalHandler(signal, flags: Int32(SA_RESTART), handler: forwardSignal)
                : installSignalHandler(signal, flags: Int32(SA_RESTART), handler: dropSignal)
            if let previous { ForwardingState.previousActions[Int(signal)] = previous }
        }
        if sender != nil,
            let previous = installSignalHandler(
                carrier, flags: Int32(SA_RESTART), informedHandler: forwardPassedOnSignal)
        {
            ForwardingState.previousActions[Int(carrier)] = previous
            ForwardingState.signals.append(carrier)
        }
        // A process can start with these signals blocked (a blocked mask is inherited across
        // exec: from test harnesses, service managers, or a parent's dispatch threads). Unblock
        // them on this thread so they are delivered at all.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in ForwardingState.signals { sigaddset(&handled, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        return ends[0]
    }

    /// The signal ``passOn(_:to:)`` carries another in: a real-time one, because the kernel
    /// queues each of those with its sender and value, where a SIGTERM that comes while one is
    /// still pending is merged into it — with the first one's sender. (A service manager's
    /// SIGTERM to the server, still pending when the supervisor passed its own on, made both one
    /// signal from the wrong sender, and the server never stopped.) SIGRTMIN + 3: glibc keeps
    /// the two below SIGRTMIN, and nothing in the runtime or the shell uses this one.
    package static var carrier: Int32 { __libc_current_sigrtmin() + 3 }

    /// Sends `signal` to `process` as ``start(_:forcingOnRepeat:onlyFrom:)`` with `onlyFrom`
    /// takes it: in ``carrier``, queued, never merged with another. Whether it was sent.
    @discardableResult
    package static func passOn(_ signal: Int32, to process: pid_t) -> Bool {
        sigqueue(process, carrier, sigval(sival_int: signal)) == 0
    }

    /// How long a signal waits unread before a repeat ends the process (``start(_:forcingOnRepeat:)``).
    static let forcingDelayNanoseconds: Int64 = 1_000_000_000

    /// Whether `signal` is ignored now (`SIG_IGN`): before ``start(_:forcingOnRepeat:)``, whether
    /// the process was started with it ignored (and so keeps it ignored).
    package static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Puts the previous handlers back and closes the pipe's write end. The caller closes the
    /// read end once nothing watches it any more.
    package static func stop() {
        for signal in ForwardingState.signals {
            _ = sigaction(signal, &ForwardingState.previousActions[Int(signal)], nil)
        }
        ForwardingState.signals = []
        let writeEnd = ForwardingState.writeEnd
        ForwardingState.writeEnd = -1
        if writeEnd >= 0 { _ = close(writeEnd) }
    }

    /// Reads the signal numbers waiting in the pipe.
    package static func drain(_ readEnd: Int32) -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            signals.append(contentsOf: buffer[0..<count].map { Int32($0) })
        }
        // Taken: exactly these are no longer unread (one that came meanwhile still is, from now).
        let left = ForwardingState.unread.subtract(Int32(signals.count), ordering: .sequentiallyConsistent).newValue
        if left > 0 { ForwardingState.firstUnreadAt.store(monotonicNanoseconds(), ordering: .sequentiallyConsistent) }
        return signals
    }
}

/// What the handler reads; written only while forwarding is stopped or from the main thread
/// before handlers are installed.
private enum ForwardingState {
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    nonisolated(unsafe) static var signals: [Int32] = []
    nonisolated(unsafe) static var forcesOnRepeat = false
    /// The only process whose signals count; 0 for any.
    nonisolated(unsafe) static var sender: pid_t = 0
    /// The signals the sender may pass on (bit `n` for signal `n`): a mask, which the handler
    /// reads without touching an array.
    nonisolated(unsafe) static var passedOn: UInt64 = 0
    /// Signals written to the pipe since it was last drained (a lock-free atomic: the handler may
    /// touch nothing else shared).
    static let unread = Atomic<Int32>(0)
    /// When the oldest unread signal came (``monotonicNanoseconds()``).
    static let firstUnreadAt = Atomic<Int64>(0)
    nonisolated(unsafe) static let previousActions: UnsafeMutableBufferPointer<sigaction> = {
        let buffer = UnsafeMutableBufferPointer<sigaction>.allocate(capacity: 65)
        buffer.initialize(repeating: sigaction())
        return buffer
    }()
}

/// The monotonic clock in nanoseconds (`clock_gettime` is async-signal-safe).
private func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// A signal sent directly while only the supervisor's count: dropped.
private func dropSignal(_ signal: Int32) {}

/// ``forwardSignal(_:)`` for the signal ``SignalForwarder/carrier`` holds, when
/// `ForwardingState.sender` sent it and it is one of those forwarded; any other is dropped.
private func forwardPassedOnSignal(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    guard let info, info.pointee._sifields._rt.si_pid == ForwardingState.sender else { return }
    let passedOn = info.pointee._sifields._rt.si_sigval.sival_int
    guard passedOn > 0, passedOn < 64, ForwardingState.passedOn & (UInt64(1) << UInt64(passedOn)) != 0 else { return }
    forwardSignal(passedOn)
}

/// Writes the signal number to the pipe, keeping `errno` as it was; or, forcing on repeat with
/// a signal unread for ``SignalForwarder/forcingDelayNanoseconds``, ends the process by `signal`
/// (its default action).
private func forwardSignal(_ signal: Int32) {
    let savedErrno = errno
    let now = monotonicNanoseconds()
    let unread = ForwardingState.unread.add(1, ordering: .sequentiallyConsistent).newValue
    if unread == 1 {
        ForwardingState.firstUnreadAt.store(now, ordering: .sequentiallyConsistent)
    } else if ForwardingState.forcesOnRepeat,
        now - ForwardingState.firstUnreadAt.load(ordering: .sequentiallyConsistent)
            >= SignalForwarder.forcingDelayNanoseconds
    {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        _ = sigaction(signal, &defaultAction, nil)
        raise(signal)
        errno = savedErrno
        return
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    let writeEnd = ForwardingState.writeEnd
    if writeEnd >= 0 { _ = write(writeEnd, &byte, 1) }
    errno = savedErrno
}
