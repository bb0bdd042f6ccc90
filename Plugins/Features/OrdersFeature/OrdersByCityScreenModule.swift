import Lasso

/// The shop's orders as an outline: each city, and under it each customer there with how many
/// orders they placed. Which cities are expanded and which customer is chosen are state.
public enum OrdersByCityScreenModule: ScreenModule {
    /// What the outline sends.
    public enum Action: Equatable, Sendable {
        /// The user expanded or collapsed a city: these are the expanded ones.
        case didChangeExpansion([String])
        /// The user chose the node `id`.
        case didSelect(String)
    }

    /// How many orders, which cities are expanded, and the node chosen.
    public struct State: Equatable, Codable, Sendable {
        /// How many orders the shop has.
        public var count: Int
        /// The ids of the expanded cities, sorted.
        public var expandedCities: [String]
        /// The id of the node chosen last.
        public var selectedID: String?

        /// Creates a state of `count` orders with nothing expanded.
        public init(count: Int = 10_000, expandedCities: [String] = [], selectedID: String? = nil) {
            self.count = max(0, min(count, 1_000_000))
            self.expandedCities = expandedCities
            self.selectedID = selectedID
        }
    }

    /// The outline tells its owner nothing.
    public typealias Output = NoOutput

    /// Ten thousand orders, collapsed.
    public static var defaultInitialState: State { State() }

    /// Builds the outline screen.
    public static func createScreen(with store: OrdersByCityStore) -> Screen {
        Screen(store, OrdersByCityViewController(store: store.asViewStore()))
    }

    /// The outline's nodes for `count` orders: cities in name order, each with its customers
    /// (and their number of orders) in name order.
    public static func nodes(count: Int) -> [Tree.Node] {
        var customers: [String: [String: Int]] = [:]
        for order in OrderBook.orders(count: count) {
            customers[order.city, default: [:]][order.customer, default: 0] += 1
        }
        return customers.keys.sorted().map { city in
            let people = customers[city] ?? [:]
            return Tree.Node(
                city, detail: "\(people.values.reduce(0, +)) orders",
                children: people.keys.sorted().map { Tree.Node($0, id: "\(city)/\($0)", detail: "\(people[$0] ?? 0)") })
        }
    }
}

/// Keeps the expansion and the choice.
public final class OrdersByCityStore: LassoStore<OrdersByCityScreenModule> {
    /// Records what the user expanded and chose.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didChangeExpansion(let cities): update { $0.expandedCities = cities.sorted() }
        case .didSelect(let id): update { $0.selectedID = id }
        }
    }
}

/// Shows the outline, bound both ways to the store.
public final class OrdersByCityViewController: ViewController, LassoView {
    /// The outline's view store.
    public let store: OrdersByCityScreenModule.ViewStore

    /// Creates the controller.
    public init(store: OrdersByCityScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Orders by city"
    }

    /// Builds the tree.
    public override func viewDidLoad() {
        let tree = Tree()
        tree.identifier = "cities"
        tree.bind(\.roots, to: store, \.count) { OrdersByCityScreenModule.nodes(count: $0) }
        tree.bind(\.expandedIDs, to: store, \.expandedCities) { Set($0) }
        tree.bind(\.selectedID, to: store, \.selectedID)
        tree.onExpansionChange { [store] in store.dispatchAction(.didChangeExpansion(Array($0))) }
        tree.onSelect { [store] in store.dispatchAction(.didSelect($0)) }
        view = Stack(spacing: 1, [Label("→ expands a city, ← collapses it", style: .caption), tree])
    }
}
