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
/// parsing (the HTTP decoder after it does that, and refuses a malformed head), and answers a
/// first head too large (``RequestHeadLimits``) with 414 or 431.
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
        // Refused: what else comes is read and dropped until the client has read the answer.
        guard !refused else { return }
        let reading = head.read(unwrapInboundIn(data).readableBytesView)
        if let refusal = RequestHeadLimits.refusal(reading) {
            refuse(context, with: refusal)
            return
        }
        context.fireChannelRead(data)
        if reading == .ended { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The server stops: a connection with no request yet has nothing to finish.
        if event is ChannelShouldQuiesceEvent || (refused && event as? ChannelEvent == .inputClosed) {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Whether the head was refused (``RequestHeadLimits``).
    private var refused = false

    /// Answers `refusal` here, before the decoder (which would stop reading without a word),
    /// then closes gently: the sending side at once, the connection once the client is done or
    /// after ``RequestHeadLimits/lingering``. Closing at once, with the rest of a 2 MB address
    /// unread, would reset the connection, and the client could lose the answer with it.
    private func refuse(_ context: ChannelHandlerContext, with refusal: String) {
        refused = true
        timer?.cancel()
        let channel = context.channel
        context.writeAndFlush(NIOAny(channel.allocator.buffer(string: refusal))).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
        }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: RequestHeadLimits.lingering) {
            context.close(promise: nil)
        }
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
/// lines before the request line (which RFC 9112 lets a server ignore) end nothing. Measures
/// the request line and the whole head on the way, for ``RequestHeadLimits``.
struct HeadEnd {
    /// What the bytes so far make of the head.
    enum Reading: Equatable {
        case incomplete
        case ended
        /// The request line (its URL) passed ``RequestHeadLimits/requestLineBytes``.
        case requestLineTooLong
        /// The head passed ``RequestHeadLimits/headBytes``.
        case headTooLarge
    }

    private var sawContent = false
    private var lineEnds = 0
    private var requestLineBytes = 0
    private var inRequestLine = true
    private var headBytes = 0

    /// Whether the head ends within `bytes`, which follow those given before.
    mutating func ends(in bytes: some Sequence<UInt8>) -> Bool {
        read(bytes) == .ended
    }

    /// What the head is after `bytes`, which follow those given before.
    mutating func read(_ bytes: some Sequence<UInt8>) -> Reading {
        for byte in bytes {
            if sawContent { headBytes += 1 }
            switch byte {
            case UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                guard sawContent else { continue }
                inRequestLine = false
                lineEnds += 1
                if lineEnds == 2 { return .ended }
            default:
                sawContent = true
                lineEnds = 0
                if inRequestLine {
                    requestLineBytes += 1
                    if requestLineBytes > RequestHeadLimits.requestLineBytes { return .requestLineTooLong }
                }
            }
            if headBytes > RequestHeadLimits.headBytes { return .headTooLarge }
        }
        return .incomplete
    }
}

/// How large a request head `serve` reads: an address (the request line) of at most 16 KiB and
/// a head of at most 64 KiB, below the HTTP decoder's own 80 KiB, past which it stops reading
/// without an answer. A larger one gets 414 or 431 and the connection is closed.
enum RequestHeadLimits {
    static let requestLineBytes = 16 * 1024
    static let headBytes = 64 * 1024
    /// How long a refused connection is read (and what comes dropped) for its client to read
    /// the answer before it is closed.
    static let lingering: TimeAmount = .seconds(2)

    /// The answer to a head that `reading` says is too large, with the headers every answer of
    /// `serve` has; `nil` for one that is not.
    static func refusal(_ reading: HeadEnd.Reading) -> String? {
        let status: String
        let text: String
        switch reading {
        case .requestLineTooLong:
            status = "414 URI Too Long"
            text = "The address is longer than \(requestLineBytes / 1024) KiB."
        case .headTooLarge:
            status = "431 Request Header Fields Too Large"
            text = "The request's headers are larger than \(headBytes / 1024) KiB."
        case .incomplete, .ended:
            return nil
        }
        let security = WebServer.securityHeaders.map { "\($0.name): \($0.value)\r\n" }.joined()
        return
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(text.utf8.count + 1)\r\nConnection: close\r\n\(security)\r\n\(text)\n"
    }
}
