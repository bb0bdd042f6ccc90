import HummingbirdCore
import Logging
import NIOCore

/// A server's connection set up by `Inner`, with ``RequestHeadDeadline`` first in its pipeline.
struct DeadlinedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    /// How long a new connection has to send its first request head.
    let requestHeadTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
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
