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

    /// Which cities are expanded, the node chosen, and the customers of each city (read from
    /// the orders' summary, not saved).
    public struct State: Equatable, Codable, Sendable {
        /// The ids of the expanded cities, sorted.
        public var expandedCities: [String]
        /// The id of the node chosen last.
        public var selectedID: String?
        /// For each city, how many orders each customer there placed: the summary's
        /// (``OrdersSummary/customersByCity``), empty until read.
        public internal(set) var customersByCity: [String: [String: Int]] = [:]

        /// Creates a state with nothing expanded.
        public init(expandedCities: [String] = [], selectedID: String? = nil) {
            self.expandedCities = expandedCities
            self.selectedID = selectedID
        }

        private enum CodingKeys: String, CodingKey { case expandedCities, selectedID }
    }

    /// The outline tells its owner nothing.
    public typealias Output = NoOutput

    /// Every city collapsed.
    public static var defaultInitialState: State { State() }

    /// Builds the outline screen.
    public static func createScreen(with store: OrdersByCityStore) -> Screen {
        Screen(store, OrdersByCityViewController(store: store.asViewStore()))
    }

    /// The outline's nodes: cities in name order, each with its customers (and their number of
    /// orders) in name order.
    public static func nodes(_ customers: [String: [String: Int]]) -> [Tree.Node] {
        customers.keys.sorted().map { city in
            let people = customers[city] ?? [:]
            return Tree.Node(
                city, detail: "\(people.values.reduce(0, +)) orders",
                children: people.keys.sorted().map { Tree.Node($0, id: "\(city)/\($0)", detail: "\(people[$0] ?? 0)") })
        }
    }
}

/// Follows the orders' summary, and keeps the expansion and the choice.
public final class OrdersByCityStore: LassoStore<OrdersByCityScreenModule> {
    /// Where the orders' summary is read; the outline is empty until it is set.
    public var orders: StoredOrders? {
        didSet {
            observation = orders?.observeSummary { [weak self] summary in
                guard let summary else { return }
                self?.update { $0.customersByCity = summary.customersByCity }
            }
        }
    }
    private var observation: StorageObservation?

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
        tree.bind(\.roots, to: store, \.customersByCity) { OrdersByCityScreenModule.nodes($0) }
        tree.bind(\.expandedIDs, to: store, \.expandedCities) { Set($0) }
        tree.bind(\.selectedID, to: store, \.selectedID)
        tree.onExpansionChange { [store] in store.dispatchAction(.didChangeExpansion(Array($0))) }
        tree.onSelect { [store] in store.dispatchAction(.didSelect($0)) }
        view = Stack(spacing: 1, [Label("→ expands a city, ← collapses it", style: .caption), tree])
    }
}
