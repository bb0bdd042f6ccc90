internal import Foundation

/// A request a plugin sends (``PluginHTTP``): a method, an absolute `http` or `https` URL,
/// headers, a body and how long it may take.
public struct PluginHTTPRequest: Sendable, Equatable {
    /// `GET`, `POST`, …
    public var method: String
    /// The absolute URL (`https://api.example.com/orders?page=2`).
    public var url: String
    /// Header names and values, sent as given.
    public var headers: [String: String]
    /// The body, or `nil` for none.
    public var body: [UInt8]?
    /// How long the whole exchange may take; `nil`: ``PluginHTTP/defaultTimeout``.
    public var timeout: Duration?

    /// A request of `method` (`GET` by default) to `url`.
    public init(
        _ method: String = "GET", _ url: String, headers: [String: String] = [:], body: [UInt8]? = nil,
        timeout: Duration? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// What a server answered.
public struct PluginHTTPResponse: Sendable, Equatable {
    /// The status (`200`).
    public var status: Int
    /// The headers, by lowercased name; repeated ones joined with `, `.
    public var headers: [String: String]
    /// The body, whole.
    public var body: [UInt8]

    /// An answer of `status` with `headers` and `body`.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as UTF-8 text (invalid bytes replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The body decoded from JSON as `type`.
    public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
        try JSONDecoder().decode(type, from: Data(body))
    }
}

/// Why a request got no answer; its description names the plugin, the method and URL, and what
/// to do.
public struct PluginHTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The URL is not an absolute `http` or `https` URL.
        case invalidURL
        /// No answer came within the request's time-out.
        case timedOut
        /// The task awaiting it was cancelled, or the store that sent it went away.
        case cancelled
        /// The server could not be reached, or the exchange broke off.
        case unreachable
        /// The answer's body was larger than ``PluginHTTP/maximumBodyBytes``.
        case tooLarge
        /// This build of the runtime has no HTTP client.
        case unavailable
    }

    public let kind: Kind
    /// The plugin that sent the request.
    public let plugin: String
    /// The request's method and URL (`GET https://…`).
    public let request: String
    /// What happened, in words.
    public let reason: String

    package init(_ kind: Kind, plugin: String, request: String, reason: String) {
        self.kind = kind
        self.plugin = plugin
        self.request = request
        self.reason = reason
    }

    public var description: String { "plugin \(plugin): \(request): \(reason)" }
}
