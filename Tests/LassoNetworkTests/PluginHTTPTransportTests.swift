import Foundation
import Hummingbird
import Lasso
import LassoNetwork
import NIOCore
import Testing

/// Plugins' HTTP on the host's real client (async-http-client) against a server the test runs
/// (Hummingbird on loopback): answers, headers and bodies, and each failure by its kind — a
/// time-out, a cancelled caller, a body over the limit, a port nobody listens on.
@Suite("Plugins' HTTP on the host's client, against a real server")
struct PluginHTTPTransportTests {
    /// Requests the slow route has received (it then waits until its client goes).
    final class Arrivals: Sendable {
        let stream: AsyncStream<Void>
        let continuation: AsyncStream<Void>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream() }
    }

    /// Runs `body` with the address of a server answering `/orders` (JSON), `/echo` (the body and
    /// a header back), `/slow` (never, telling `arrivals`) and `/big` (17 MiB).
    private func withServer(
        _ arrivals: Arrivals = Arrivals(), _ body: @escaping @Sendable (String) async throws -> Void
    ) async throws {
        let router = Router()
        router.get("/orders") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: #"[{"id":7}]"#)))
        }
        router.post("/echo") { request, _ in
            let received = try await request.body.collect(upTo: 1 << 20)
            return Response(
                status: .created, headers: [.init("X-Seen")!: request.headers[.init("X-Lasso")!] ?? "none"],
                body: .init(byteBuffer: received))
        }
        router.get("/slow") { _, _ -> Response in
            arrivals.continuation.yield()
            let (never, _) = AsyncStream<Void>.makeStream()
            for await _ in never {}
            return Response(status: .ok)
        }
        router.get("/big") { _, _ in
            Response(status: .ok, body: .init(byteBuffer: ByteBuffer(repeating: 65, count: 17 << 20)))
        }
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) })
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            try await body("http://127.0.0.1:\(port)")
            group.cancelAll()
        }
    }

    private let http = PluginHTTP(plugin: "orders", transport: AsyncHTTPClientTransport())

    @Test func aGetAndAPostAreAnsweredWithStatusHeadersAndBody() async throws {
        try await withServer { [http] server in
            let orders = try await http.get(server + "/orders")
            #expect(orders.status == 200)
            #expect(try orders.decode([[String: Int]].self) == [["id": 7]])
            #expect(orders.headers["content-type"] == "application/json")
            let echoed = try await http.send(
                PluginHTTPRequest("POST", server + "/echo", headers: ["X-Lasso": "yes"], body: Array("hello".utf8)))
            #expect(echoed.status == 201 && echoed.text == "hello" && echoed.headers["x-seen"] == "yes")
        }
    }

    @Test func noAnswerWithinTheTimeOutIsATimeOutNamingThePluginTheRequestAndTheTime() async throws {
        try await withServer { [http] server in
            let error = await #expect(throws: PluginHTTPError.self) {
                try await http.send(PluginHTTPRequest("GET", server + "/slow", timeout: .milliseconds(300)))
            }
            #expect(error?.kind == .timedOut)
            #expect(error?.description == "plugin orders: GET \(server)/slow: no answer within 0.3 s (its time-out)")
        }
    }

    @Test func cancellingTheCallerCancelsTheRequest() async throws {
        let arrivals = Arrivals()
        try await withServer(arrivals) { [http] server in
            let waiting = Task { try await http.get(server + "/slow") }
            var arrived = arrivals.stream.makeAsyncIterator()
            _ = await arrived.next()
            waiting.cancel()
            let result = await waiting.result
            guard case .failure(let error as PluginHTTPError) = result else {
                Issue.record("not cancelled: \(result)")
                return
            }
            #expect(error.kind == .cancelled)
        }
    }

    @Test func aBodyOverTheLimitIsRefused() async throws {
        try await withServer { [http] server in
            let error = await #expect(throws: PluginHTTPError.self) { try await http.get(server + "/big") }
            #expect(error?.kind == .tooLarge)
            #expect(error?.description == "plugin orders: GET \(server)/big: the answer is larger than 16 MiB")
        }
    }

    @Test func aPortNobodyListensOnIsUnreachable() async throws {
        let error = await #expect(throws: PluginHTTPError.self) { try await http.get("http://127.0.0.1:1/orders") }
        #expect(error?.kind == .unreachable)
        #expect(error?.description.hasPrefix("plugin orders: GET http://127.0.0.1:1/orders: ") == true)
    }
}
