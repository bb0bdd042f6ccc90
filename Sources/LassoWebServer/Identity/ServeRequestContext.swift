import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// What `serve` knows of a request besides the request: the address it came from (a trusted
/// proxy's header is honoured only from its address), and the page socket's handler.
struct ServeRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The peer's IP address (`127.0.0.1`, `::1`), or `nil` for a Unix socket.
    let peerAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        peerAddress = source.channel.remoteAddress?.ipAddress
    }
}
