public import Lasso
internal import Synchronization

/// Servers in memory, for tests: answers by method and URL, the requests each store sent, and
/// requests held unanswered (to see a store cancel them). Hand it to
/// `HostServices.inMemory(http:)`.
public final class InMemoryHTTP: Sendable {
    private struct Table {
        var answers: [String: PluginHTTPResponse] = [:]
        var held: Set<String> = []
        var sent: [PluginHTTPRequest] = []
        var cancelled: [PluginHTTPRequest] = []
    }

    private let table = Mutex(Table())

    /// A table with no answers: every request fails as unreachable, naming it.
    public init() {}

    /// Answers `method url` with `response` from now on.
    public func answer(_ method: String = "GET", _ url: String, with response: PluginHTTPResponse) {
        table.withLock { $0.answers["\(method) \(url)"] = response }
    }

    /// Answers `method url` with `status` and `json` (a body of JSON text).
    public func answer(_ method: String = "GET", _ url: String, status: Int = 200, json: String) {
        answer(
            method, url,
            with: PluginHTTPResponse(
                status: status, headers: ["content-type": "application/json"], body: Array(json.utf8)))
    }

    /// Never answers `method url`: a request waits until it is cancelled.
    public func hold(_ method: String = "GET", _ url: String) {
        table.withLock { _ = $0.held.insert("\(method) \(url)") }
    }

    /// Every request sent so far, in order.
    public var sent: [PluginHTTPRequest] { table.withLock { $0.sent } }

    /// The requests cancelled while they waited (held ones).
    public var cancelled: [PluginHTTPRequest] { table.withLock { $0.cancelled } }

    package var transport: any PluginHTTPTransport { Transport(table: self) }

    private struct Transport: PluginHTTPTransport {
        let table: InMemoryHTTP

        func send(_ request: PluginHTTPRequest, timeout: Duration, maximumBodyBytes: Int)
            async throws(PluginHTTPTransportFailure) -> PluginHTTPResponse
        {
            try await table.respond(to: request)
        }
    }

    private func respond(to request: PluginHTTPRequest) async throws(PluginHTTPTransportFailure)
        -> PluginHTTPResponse
    {
        let key = "\(request.method) \(request.url)"
        let (answer, isHeld) = table.withLock { table in
            table.sent.append(request)
            return (table.answers[key], table.held.contains(key))
        }
        if isHeld {
            // Waits for the cancellation, the only way out.
            let (stream, _) = AsyncStream<Void>.makeStream()
            for await _ in stream {}
            table.withLock { $0.cancelled.append(request) }
            throw PluginHTTPTransportFailure(.cancelled, "cancelled")
        }
        guard let answer else {
            throw PluginHTTPTransportFailure(.unreachable, "InMemoryHTTP has no answer for \(key)")
        }
        return answer
    }
}
