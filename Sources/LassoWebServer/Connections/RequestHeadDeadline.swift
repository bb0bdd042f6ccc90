import NIOCore

/// Closes a connection that has not sent a whole request head within a deadline of connecting,
/// and one that has not when the server stops; steps aside once a head has come.
///
/// Hummingbird watches a connection (its keep-alive time-out, the graceful stop) only from its
/// first request on: before one, nothing did. So a connection that sends nothing — a browser's
/// speculative preconnect, or a thousand sockets opened to use up the server's descriptors —
/// or sends its headers a byte a minute stayed open for ever, and a stopping server waited
/// for it to the end of its stop grace. This handler is first in every connection's pipeline
/// and reads the raw bytes: it only looks for the blank line that ends the head, without
/// parsing (the HTTP decoder after it does that, and refuses a malformed or oversized head).
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let deadline: TimeAmount
    private var timer: Scheduled<Void>?
    private var head = HeadEnd()

    init(deadline: TimeAmount) {
        self.deadline = deadline
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startTimer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let ended = head.ends(in: unwrapInboundIn(data).readableBytesView)
        context.fireChannelRead(data)
        if ended { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The server stops: a connection with no request yet has nothing to finish.
        if event is ChannelShouldQuiesceEvent {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func startTimer(_ context: ChannelHandlerContext) {
        guard timer == nil else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) {
            context.close(promise: nil)
        }
    }
}

/// Finds the end of an HTTP request head in bytes that arrive in pieces: an empty line after
/// some content. A line ends with LF, a CR before it optional (as HTTP parsers accept); empty
/// lines before the request line (which RFC 9112 lets a server ignore) end nothing.
struct HeadEnd {
    private var sawContent = false
    private var lineEnds = 0

    /// Whether the head ends within `bytes`, which follow those given before.
    mutating func ends(in bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                guard sawContent else { continue }
                lineEnds += 1
                if lineEnds == 2 { return true }
            default:
                sawContent = true
                lineEnds = 0
            }
        }
        return false
    }
}
