// Fixture: a screen that fetches a URL through the host's HTTP client (`services.http`), for the
// end-to-end tests of plugins' HTTP (Tests/LassoShellTests/PluginHTTPEndToEndTests.swift).
import Lasso
import LassoPlugin

enum FetchScreenModule: ScreenModule {
    enum Action: Sendable, Equatable { case didTapFetch }

    struct State: Equatable, Codable, Sendable {
        var url = ""
        /// How long the request may take (a test of a peer that never answers sets it long).
        var timeoutSeconds = 20
        var shown = "Nothing fetched"
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: FetchStore) -> Screen {
        Screen(store, FetchViewController(store: store.asViewStore()))
    }
}

final class FetchStore: LassoStore<FetchScreenModule> {
    /// The store's requests: cancelled if the screen goes away before the answer.
    var requests: PluginHTTPRequests?

    override func handleAction(_ action: Action) {
        switch action {
        case .didTapFetch:
            update { $0.shown = "Fetching…" }
            requests?.send(PluginHTTPRequest("GET", state.url, timeout: .seconds(state.timeoutSeconds))) {
                [weak self] result in
                switch result {
                case .success(let response): self?.update { $0.shown = "\(response.status): \(response.text)" }
                case .failure(let error): self?.update { $0.shown = "Failed: \(error)" }
                }
            }
        }
    }
}

final class FetchViewController: ViewController, LassoView {
    let store: FetchScreenModule.ViewStore

    init(store: FetchScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        let shown = Label()
        shown.bind(\.text, to: store, \.shown) { $0 }
        let fetch = Button("Fetch")
        fetch.bind(to: store, action: .didTapFetch)
        view = Stack(spacing: 1, [fetch, shown])
    }
}

enum FetchPlugin: LassoPluginDefinition {
    static let name = "fetch"
    static let version = "1.0.0"
    static let summary = "Fetches a URL through the host's HTTP client (a test fixture)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(FetchScreenModule.self, as: "main") { store, services in
            store.requests = services.http.requests()
        }
    }
}

@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(FetchPlugin.self)
}
