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
    /// With `onlyFrom`, only the signals that process sent count (a supervised server's, whose
    /// supervisor passes each one on): the same SIGTERM sent to both by a service manager, or
    /// `pkill`, is not taken for a second one.
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
        ForwardingState.unread.store(0, ordering: .relaxed)
        for signal in forwarded {
            let previous =
                sender == nil
                ? installSignalHandler(signal, flags: Int32(SA_RESTART), handler: forwardSignal)
                : installSignalHandler(signal, flags: Int32(SA_RESTART), informedHandler: forwardSignalFromSender)
            if let previous { ForwardingState.previousActions[Int(signal)] = previous }
        }
        // A process can start with these signals blocked (a blocked mask is inherited across
        // exec: from test harnesses, service managers, or a parent's dispatch threads). Unblock
        // them on this thread so they are delivered at all.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in forwarded { sigaddset(&handled, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        return ends[0]
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

/// ``forwardSignal(_:)`` for a signal that `ForwardingState.sender` sent; any other is dropped.
private func forwardSignalFromSender(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    guard let info, info.pointee._sifields._kill.si_pid == ForwardingState.sender else { return }
    forwardSignal(signal)
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
