import Lasso

/// A table of the shop's orders a page at a time, sortable by any column, with a chart of orders
/// per day. The orders are read from storage (``StoredOrders``) a page at a time; the state holds
/// the page shown, never all of them. Selecting an order tells the owner which one (to show its
/// details).
public enum OrdersListScreenModule: ScreenModule {
    /// What the list sends.
    public enum Action: Equatable, Sendable {
        /// The user asked to sort by a column.
        case didSort(RowSort)
        /// The user selected the order in row `index` of the page shown.
        case didSelectRow(Int)
        /// The user asked for the next page.
        case didTapNextPage
        /// The user asked for the page before.
        case didTapPreviousPage
        /// The user asked for the orders by city.
        case didTapByCity
    }

    /// The page shown, how the orders are sorted, and what is known of all of them.
    public struct State: Equatable, Codable, Sendable {
        /// How many orders a page shows.
        public static let pageSize = 100

        /// The table's order.
        public var sort: RowSort
        /// Which page is shown: the key (``StoredOrders/key(of:sortedBy:)``) of the last order of
        /// the page before it, `nil` for the first page.
        public var pageAfter: String?
        /// The number of the page shown, from 1.
        public var pageNumber: Int
        /// The last order selected.
        public var selectedOrderID: Int?
        /// The orders on the page shown, in the table's order. Read from storage, not saved
        /// with the state.
        public internal(set) var orders: [Order] = []
        /// How many orders there are (0 until known).
        public internal(set) var count = 0
        /// Orders per day of the month, for the chart.
        public internal(set) var ordersPerDay: [Double] = []
        /// Whether the orders are being read for the first time (or written, the first time the
        /// app runs).
        public internal(set) var isLoading = true
        /// Why the orders could not be read, if they could not.
        public internal(set) var problem: String?

        /// The row of the last order selected, if it is on the page.
        public var selectedRow: Int? { selectedOrderID.flatMap { id in orders.firstIndex { $0.id == id } } }

        /// How many pages there are.
        public var pageCount: Int { max(1, (count + Self.pageSize - 1) / Self.pageSize) }

        /// Whether there is a page after the one shown.
        public var hasNextPage: Bool { pageNumber < pageCount && !orders.isEmpty }

        /// What the caption under the chart says.
        public var caption: String {
            if let problem { return problem }
            if isLoading { return "Loading orders…" }
            return "\(count) orders · page \(pageNumber) of \(pageCount) · s sorts, r reverses, Enter opens"
        }

        /// Creates a state showing page `pageNumber`, read after `pageAfter`, sorted by `sort`.
        public init(
            sort: RowSort = RowSort(column: 0), pageAfter: String? = nil, pageNumber: Int = 1,
            selectedOrderID: Int? = nil
        ) {
            self.sort = sort
            self.pageAfter = pageAfter
            self.pageNumber = pageAfter == nil ? 1 : max(1, pageNumber)
            self.selectedOrderID = selectedOrderID
        }

        private enum CodingKeys: String, CodingKey { case sort, pageAfter, pageNumber, selectedOrderID }

        /// Decodes what is saved (the sort, the page, the selection); the orders are read again.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                sort: try container.decodeIfPresent(RowSort.self, forKey: .sort) ?? RowSort(column: 0),
                pageAfter: try container.decodeIfPresent(String.self, forKey: .pageAfter),
                pageNumber: try container.decodeIfPresent(Int.self, forKey: .pageNumber) ?? 1,
                selectedOrderID: try container.decodeIfPresent(Int.self, forKey: .selectedOrderID))
        }

        /// Saves the sort, the page and the selection; the orders are read from storage.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sort, forKey: .sort)
            try container.encodeIfPresent(pageAfter, forKey: .pageAfter)
            try container.encode(pageNumber, forKey: .pageNumber)
            try container.encodeIfPresent(selectedOrderID, forKey: .selectedOrderID)
        }
    }

    /// What the list tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user selected order number `id`.
        case didSelectOrder(id: Int)
        /// The user asked for the orders by city.
        case didRequestCities
    }

    /// The first page, by number.
    public static var defaultInitialState: State { State() }

    /// Builds the list screen.
    public static func createScreen(with store: OrdersListStore) -> Screen {
        Screen(store, OrdersListViewController(store: store.asViewStore()))
    }
}
