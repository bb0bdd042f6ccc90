internal import Foundation

/// A plugin's HTTP client (``HostServices/http``): requests go out on the host's own event
/// loops and connection pool, so no plugin brings a copy of SwiftNIO of its own. Every request
/// has a time-out (``defaultTimeout`` unless it says), a body of at most ``maximumBodyBytes``,
/// and is cancelled with the task that awaits it — or, sent through ``requests()``, with the
/// store that keeps them: a screen that goes away cancels what it asked for.
///
/// ```swift
/// let orders = try await services.http.get("https://api.example.com/orders").decode([Order].self)
/// ```
///
/// In tests, `HostServices.inMemory(http:)` (LassoTestUtilities) answers from a table.
public struct PluginHTTP: Sendable {
    /// The plugin whose requests these are: every failure names it.
    public let plugin: String
    let transport: any PluginHTTPTransport
    /// The session's requests under way, which this one joins while it waits.
    let activity: HTTPActivity?

    /// How long a request may take when it does not say.
    public static let defaultTimeout: Duration = .seconds(30)
    /// The largest body an answer may have: 16 MiB.
    public static let maximumBodyBytes = 16 << 20

    package init(plugin: String, transport: any PluginHTTPTransport, activity: HTTPActivity? = nil) {
        self.plugin = plugin
        self.transport = transport
        self.activity = activity
    }

    /// Sends `request` and returns the server's answer, whatever its status (see
    /// ``PluginHTTPResponse/isSuccess``); throws when there is none. Cancelling the task that
    /// awaits it cancels the request.
    ///
    /// The request joins the session's work under way on the caller's actor, before anything
    /// suspends: a script's `wait idle` that lets a store's task run cannot find the app idle
    /// between the task starting and the request leaving.
    public func send(_ request: PluginHTTPRequest, isolation: isolated (any Actor)? = #isolation)
        async throws(PluginHTTPError) -> PluginHTTPResponse
    {
        activity?.begin()
        defer { activity?.end() }
        return try await sendCounted(request)
    }

    /// Sends `request`, whose place among the session's work under way was taken by the caller.
    fileprivate func sendCounted(_ request: PluginHTTPRequest) async throws(PluginHTTPError) -> PluginHTTPResponse {
        let name = "\(request.method) \(request.url)"
        guard let url = URL(string: request.url), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else {
            throw PluginHTTPError(
                .invalidURL, plugin: plugin, request: name,
                reason: "not an absolute http or https URL (https://host/path)")
        }
        let timeout = request.timeout ?? Self.defaultTimeout
        do {
            return try await transport.send(request, timeout: timeout, maximumBodyBytes: Self.maximumBodyBytes)
        } catch {
            let kind = Task.isCancelled ? .cancelled : error.kind
            let reason =
                switch kind {
                case .cancelled: "cancelled before the answer came"
                case .timedOut: "no answer within \(Self.describe(timeout)) (its time-out)"
                case .tooLarge: "the answer is larger than \(Self.maximumBodyBytes >> 20) MiB"
                default: error.reason
                }
            throw PluginHTTPError(kind, plugin: plugin, request: name, reason: reason)
        }
    }

    /// `GET url`.
    public func get(
        _ url: String, headers: [String: String] = [:], timeout: Duration? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(PluginHTTPError) -> PluginHTTPResponse {
        try await send(PluginHTTPRequest("GET", url, headers: headers, timeout: timeout))
    }

    /// Requests for a store to keep (a property of the store): each answer comes back to the
    /// store on the main actor, and when the store goes away every request still waiting is
    /// cancelled and its answer never delivered.
    @MainActor
    public func requests() -> PluginHTTPRequests {
        PluginHTTPRequests(http: self)
    }

    private static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) s" : "\(Double(seconds) + Double(attoseconds) / 1e18) s"
    }
}

/// Requests a store keeps (``PluginHTTP/requests()``): cancelled, answers and all, when the
/// store releases them — when the screen that owns the store goes away.
@MainActor
public final class PluginHTTPRequests {
    private let http: PluginHTTP
    private var inFlight: [Int: Task<Void, Never>] = [:]
    private var nextNumber = 0

    init(http: PluginHTTP) {
        self.http = http
    }

    /// How many requests are waiting for their answer.
    public var count: Int { inFlight.count }

    /// Sends `request`; `completion` gets the answer or the failure on the main actor, unless
    /// these requests were cancelled or released first (then it never runs).
    public func send(
        _ request: PluginHTTPRequest,
        completion: @escaping @MainActor (Result<PluginHTTPResponse, PluginHTTPError>) -> Void
    ) {
        let number = nextNumber
        nextNumber += 1
        let http = self.http
        // Counted now, not when the task starts: the app is not idle from the moment it asked.
        http.activity?.begin()
        inFlight[number] = Task { [weak self] in
            let result: Result<PluginHTTPResponse, PluginHTTPError>
            do throws(PluginHTTPError) {
                defer { http.activity?.end() }
                result = .success(try await http.sendCounted(request))
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            inFlight[number] = nil
            completion(result)
        }
    }

    /// Cancels every request waiting for its answer; their completions never run.
    public func cancelAll() {
        for task in inFlight.values { task.cancel() }
        inFlight = [:]
    }

    isolated deinit {
        for task in inFlight.values { task.cancel() }
    }
}

/// How a ``PluginHTTP`` reaches servers: the host's client on its event loops, or a test's
/// table.
package protocol PluginHTTPTransport: Sendable {
    /// The answer to `request`, within `timeout`, its body at most `maximumBodyBytes`.
    func send(_ request: PluginHTTPRequest, timeout: Duration, maximumBodyBytes: Int)
        async throws(PluginHTTPTransportFailure) -> PluginHTTPResponse
}

/// Why a transport got no answer.
package struct PluginHTTPTransportFailure: Error, Sendable {
    package let kind: PluginHTTPError.Kind
    package let reason: String

    package init(_ kind: PluginHTTPError.Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }
}

/// The transport of a runtime built without an HTTP client (`LASSO_SERVE=0`).
package struct UnavailableHTTPTransport: PluginHTTPTransport {
    package init() {}

    package func send(_ request: PluginHTTPRequest, timeout: Duration, maximumBodyBytes: Int)
        async throws(PluginHTTPTransportFailure) -> PluginHTTPResponse
    {
        throw PluginHTTPTransportFailure(
            .unavailable, "this build of the runtime has no HTTP client (it was built with LASSO_SERVE=0)")
    }
}
