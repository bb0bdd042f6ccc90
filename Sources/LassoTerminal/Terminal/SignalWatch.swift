import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Signals handled on the main actor like any other event: a terminal session's Ctrl-C and
/// window resizes, a server's SIGTERM.
///
/// Built on ``SignalForwarder`` (the self-pipe, installed before ``start(_:handler:)``
/// returns, so a signal sent right after is never taken by its default action) and a dispatch
/// read source on the main queue. ``cancel()`` puts the previous handlers back. One watch at a
/// time in a process: the forwarder's pipe is the process's.
@MainActor
package final class SignalWatch {
    private let source: any DispatchSourceRead

    private init(source: any DispatchSourceRead) {
        self.source = source
    }

    /// Starts handling `signals`: `handler` gets each signal's number, on the main actor, in the
    /// order they came. `nil` when no pipe could be made (out of file descriptors): the signals
    /// keep their previous handling.
    ///
    /// A signal the process was started with ignored (`nohup`'s SIGHUP) stays ignored. With
    /// `forcingOnRepeat`, a signal that comes while another has waited a second without the main
    /// actor taking it (the main thread is stuck: a plugin's code that never returns) ends the
    /// process by that signal at once, so that a second Ctrl-C or SIGTERM always stops it. With
    /// `onlyFrom`, only the signals that process sends count (``SignalForwarder``).
    package static func start(
        _ signals: [Int32], forcingOnRepeat: Bool = false, onlyFrom sender: pid_t? = nil,
        handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalWatch? {
        guard let readEnd = SignalForwarder.start(signals, forcingOnRepeat: forcingOnRepeat, onlyFrom: sender)
        else { return nil }
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                for number in SignalForwarder.drain(readEnd) { handler(number) }
            }
        }
        source.setCancelHandler { _ = close(readEnd) }
        source.resume()
        return SignalWatch(source: source)
    }

    /// Stops handling the signals: their previous handlers are back.
    package func cancel() {
        guard !source.isCancelled else { return }
        source.cancel()
        SignalForwarder.stop()
    }
}
