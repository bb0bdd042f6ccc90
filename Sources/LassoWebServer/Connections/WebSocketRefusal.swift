import NIOWebSocket

/// The close code behind an error the WebSocket library throws while reading a page's messages
/// (a message over the limit, text that is not UTF-8): the library's error type is its own, but
/// the code it carries is public, so the server can close with its own reason instead of none.
enum WebSocketRefusal {
    /// The close code `error` carries, or `nil` when it carries none (the socket was lost).
    static func code(of error: any Error) -> WebSocketErrorCode? {
        return Mirror(reflecting: error).children.lazy.compactMap { $0.value as? WebSocketErrorCode }.first
    }
}
