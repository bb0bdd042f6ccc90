import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP answer: its status, headers and body.
struct HTTPReply: Sendable {
    let status: Int
    let headers: HTTPHeaders
    let body: ByteBuffer

    var text: String { String(buffer: body) }
}

/// A page a simulated user loaded: the access cookie (`name=value`), the page's HTML and its
/// session (the body's `data-session`).
struct LoadedPage: Sendable {
    let cookie: String
    let html: String
    let session: String
}

/// What a browser does over HTTP before the page's socket opens: shows the access token once
/// (`GET /?token=…`), follows the redirect with the cookie it got, and loads the page, which the
/// server draws with a new session. One connection per request (closed once the answer is in),
/// through swift-nio's HTTP/1 codec.
enum PageClient {
    /// `GET path` from `address`, with `cookie` when given.
    static func get(_ path: String, from address: ServerAddress, cookie: String? = nil) async throws -> HTTPReply {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: address.host, port: address.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path)
            head.headers.add(name: "Host", value: "\(address.host):\(address.port)")
            if let cookie { head.headers.add(name: "Cookie", value: cookie) }
            try await outbound.write(.head(head))
            try await outbound.write(.end(nil))
            var status = 0
            var headers = HTTPHeaders()
            var body = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let response):
                    status = Int(response.status.code)
                    headers = response.headers
                case .body(var chunk):
                    body.writeBuffer(&chunk)
                case .end:
                    return HTTPReply(status: status, headers: headers, body: body)
                }
            }
            throw LoadError("the server closed the connection before answering GET \(path)")
        }
    }

    /// Signs in with the token and loads the app's page (a new session on the server).
    static func loadPage(from address: ServerAddress) async throws -> LoadedPage {
        let signIn = try await get("/?token=\(address.token)", from: address)
        guard (300..<400).contains(signIn.status), let location = signIn.headers["Location"].first else {
            throw LoadError("GET /?token=… answered \(signIn.status), not a redirect")
        }
        let cookiePrefix = "lasso_access_"
        guard
            let setCookie = signIn.headers["Set-Cookie"].first(where: { $0.hasPrefix(cookiePrefix) }),
            let cookie = setCookie.split(separator: ";").first.map(String.init)
        else { throw LoadError("GET /?token=… set no \(cookiePrefix) cookie") }
        let page = try await get(location, from: address, cookie: cookie)
        guard page.status == 200 else {
            throw LoadError("GET \(location) answered \(page.status): \(PageKeys.firstParagraph(of: page.text))")
        }
        let html = page.text
        guard let session = PageKeys.attribute("data-session", in: html) else {
            throw LoadError("the page has no data-session")
        }
        return LoadedPage(cookie: cookie, html: html, session: session)
    }
}
