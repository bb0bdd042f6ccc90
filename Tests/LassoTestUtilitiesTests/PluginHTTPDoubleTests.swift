import Foundation
import Lasso
import LassoTestUtilities
import Testing

/// A store's HTTP through `HostServices.http`, on the in-memory double: answers and failures
/// come back to the store, and a store that goes away cancels what it asked for.
@MainActor
@Suite("Plugins' HTTP: answers, failures and cancellation with the store, on the in-memory double")
struct PluginHTTPDoubleTests {
    /// A store that loads orders when asked, keeping its requests.
    @MainActor
    final class OrdersLoader {
        let requests: PluginHTTPRequests
        var shown = "nothing yet"

        init(services: HostServices) {
            requests = services.http.requests()
        }

        func didTapLoad() {
            requests.send(PluginHTTPRequest("GET", "https://api.example.com/orders")) { [weak self] result in
                switch result {
                case .success(let response): self?.shown = response.text
                case .failure(let error): self?.shown = "\(error)"
                }
            }
        }
    }

    @Test func anAnswerComesBackToTheStoreAndAMissingOneNamesThePluginAndTheRequest() async throws {
        let http = InMemoryHTTP()
        let services = HostServices.inMemory(plugin: "orders", http: http)
        http.answer("GET", "https://api.example.com/orders", json: #"[{"id":1}]"#)
        let response = try await services.http.get("https://api.example.com/orders")
        #expect(response.status == 200 && response.isSuccess)
        #expect(try response.decode([[String: Int]].self) == [["id": 1]])
        #expect(response.headers["content-type"] == "application/json")
        let missing = await #expect(throws: PluginHTTPError.self) {
            try await services.http.get("https://api.example.com/customers")
        }
        #expect(missing?.kind == .unreachable)
        #expect(missing?.description.hasPrefix("plugin orders: GET https://api.example.com/customers:") == true)
        #expect(http.sent.map(\.url) == ["https://api.example.com/orders", "https://api.example.com/customers"])
    }

    @Test(arguments: ["ftp://example.com/file", "/orders", "orders", "https:///nohost"])
    func aURLThatIsNotAbsoluteHTTPIsRefusedBeforeAnythingIsSent(url: String) async {
        let http = InMemoryHTTP()
        let services = HostServices.inMemory(http: http)
        let error = await #expect(throws: PluginHTTPError.self) { try await services.http.get(url) }
        #expect(error?.kind == .invalidURL)
        #expect(http.sent.isEmpty)
    }

    @Test func aStoreThatGoesAwayCancelsItsRequestsAndHearsNoAnswer() async throws {
        let http = InMemoryHTTP()
        http.hold("GET", "https://api.example.com/orders")
        var loader: OrdersLoader? = OrdersLoader(services: .inMemory(http: http))
        loader?.didTapLoad()
        #expect(loader?.requests.count == 1)
        while http.sent.isEmpty { await Task.yield() }
        weak let released = loader
        loader = nil
        #expect(released == nil)
        while http.cancelled.isEmpty { await Task.yield() }
        #expect(http.cancelled.map(\.url) == ["https://api.example.com/orders"])
    }

    @Test func cancelAllEndsEveryWaitingRequestAndNoCompletionRuns() async throws {
        let http = InMemoryHTTP()
        http.hold("GET", "https://api.example.com/orders")
        let loader = OrdersLoader(services: .inMemory(http: http))
        loader.didTapLoad()
        loader.didTapLoad()
        while http.sent.count < 2 { await Task.yield() }
        loader.requests.cancelAll()
        #expect(loader.requests.count == 0)
        while http.cancelled.count < 2 { await Task.yield() }
        #expect(loader.shown == "nothing yet")
    }

    /// A script's `wait idle` must not find the app idle between the tap and the request leaving
    /// (it did on a busy machine: the request was counted only once its task ran off the main
    /// actor).
    @Test func aStoresRequestIsWorkUnderWayFromTheMomentItAsksUntilItEnds() async throws {
        let http = InMemoryHTTP()
        http.hold("GET", "https://api.example.com/orders")
        let activity = HTTPActivity()
        let services = HostServices(
            plugin: "orders", user: .systemAccount, storage: .inMemory(), http: http.transport, httpActivity: activity)
        let loader = OrdersLoader(services: services)
        loader.didTapLoad()
        #expect(activity.isBusy)
        while http.sent.isEmpty { await Task.yield() }
        loader.requests.cancelAll()
        await activity.settled()
        #expect(!activity.isBusy)
    }

    @Test func theCallersCancellationCancelsTheRequest() async throws {
        let http = InMemoryHTTP()
        http.hold("GET", "https://api.example.com/orders")
        let services = HostServices.inMemory(plugin: "orders", http: http)
        let waiting = Task { try await services.http.get("https://api.example.com/orders") }
        while http.sent.isEmpty { await Task.yield() }
        waiting.cancel()
        let result = await waiting.result
        guard case .failure(let error as PluginHTTPError) = result else {
            Issue.record("the request was not cancelled: \(result)")
            return
        }
        #expect(error.kind == .cancelled)
        #expect(
            error.description == "plugin orders: GET https://api.example.com/orders: cancelled before the answer came")
    }
}
