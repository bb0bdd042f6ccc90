import HummingbirdCore
import Logging
import NIOCore

/// A server's connection set up by `Inner`, with ``RequestHeadDeadline`` first in its pipeline,
/// and counted against a ``ConnectionLimit`` (closed at once beyond it).
struct DeadlinedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    /// How long a new connection has to send its first request head.
    let requestHeadTimeout: TimeAmount
    /// How many connections may be open at once.
    let limit: ConnectionLimit

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        guard limit.admit() else {
            // A failed set-up alone leaves the socket open, and it cannot be closed before it is
            // registered: it is closed once the set-up has returned.
            channel.eventLoop.assumeIsolated().execute { channel.close(promise: nil) }
            return channel.eventLoop.makeFailedFuture(ConnectionLimit.Reached())
        }
        channel.closeFuture.whenComplete { [limit] _ in limit.release() }
        // The bootstrap sets a connection up on its own event loop (as `Inner` assumes too).
        do {
            try channel.pipeline.syncOperations.addHandler(
                RequestHeadDeadline(deadline: requestHeadTimeout), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
