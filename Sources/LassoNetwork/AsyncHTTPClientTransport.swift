import AsyncHTTPClient
import Foundation
import Lasso
import NIOCore
import NIOHTTP1
import NIOPosix

/// The process's client for plugins: a browser's defaults (async-http-client's shared
/// configuration), except that a connection refused is a failure at once rather than tried
/// again until the request's time-out (a server that is down answers in milliseconds, not 30 s).
/// Never shut down: it lives as long as the process.
private let pluginsClient: HTTPClient = {
    var configuration = HTTPClient.Configuration.singletonConfiguration
    configuration.connectionPool.retryConnectionEstablishment = false
    return HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
}()

/// Plugins' HTTP (``Lasso/PluginHTTP``) on async-http-client: one client, on the process's
/// shared event loops (those Hummingbird and postgres-nio run on), its connection pool shared by
/// every plugin and session.
package struct AsyncHTTPClientTransport: PluginHTTPTransport {
    /// The transport on the process's one client for plugins, made at the first request (an app
    /// whose plugins send none starts no event loop for it).
    package init() {}

    package func send(_ request: PluginHTTPRequest, timeout: Duration, maximumBodyBytes: Int)
        async throws(PluginHTTPTransportFailure) -> PluginHTTPResponse
    {
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = HTTPMethod(rawValue: request.method.uppercased())
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let amount = TimeAmount.nanoseconds(
            timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000)
        do {
            let response = try await pluginsClient.execute(outgoing, timeout: amount)
            let body = try await response.body.collect(upTo: maximumBodyBytes)
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                let key = name.lowercased()
                headers[key] = headers[key].map { "\($0), \(value)" } ?? value
            }
            return PluginHTTPResponse(
                status: Int(response.status.code), headers: headers, body: Array(buffer: body))
        } catch let error as HTTPClientError {
            throw Self.failure(error)
        } catch is NIOTooManyBytesError {
            throw PluginHTTPTransportFailure(.tooLarge, "the answer is too large")
        } catch is CancellationError {
            throw PluginHTTPTransportFailure(.cancelled, "cancelled")
        } catch {
            throw PluginHTTPTransportFailure(.unreachable, "\(error)")
        }
    }

    private static func failure(_ error: HTTPClientError) -> PluginHTTPTransportFailure {
        switch error {
        case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout:
            PluginHTTPTransportFailure(.timedOut, "\(error)")
        case .cancelled:
            PluginHTTPTransportFailure(.cancelled, "cancelled")
        case .invalidURL, .emptyHost, .emptyScheme:
            PluginHTTPTransportFailure(.invalidURL, "\(error)")
        default:
            PluginHTTPTransportFailure(.unreachable, "the server could not be reached or broke off (\(error))")
        }
    }
}
