import Lasso

/// A table of the shop's orders, sortable by any column, with a chart of orders per day.
/// Selecting an order tells the owner which one (to show its details).
public enum OrdersListScreenModule: ScreenModule {
    /// What the list sends.
    public enum Action: Equatable, Sendable {
        /// The user asked to sort by a column.
        case didSort(RowSort)
        /// The user selected the order in row `index` of the table as sorted.
        case didSelectRow(Int)
        /// The user asked for the orders by city.
        case didTapByCity
    }

    /// How many orders, how they are sorted, and the orders themselves in that order.
    public struct State: Equatable, Codable, Sendable {
        /// How many orders the shop has.
        public var count: Int
        /// The table's order.
        public var sort: RowSort
        /// The table's rows: each row's order, by its index in the book (number − 1), sorted by
        /// ``sort``. Derived from ``count`` and ``sort``, not saved with the state; 4 bytes a row,
        /// since every order is made again from the book when shown (``OrderBook/order(at:)``), so
        /// a session costs what its rows' numbers cost, not what its orders do (BENCHMARKS.md,
        /// "Serve").
        public internal(set) var rows: [Int32]
        /// Orders per day of the month, for the chart.
        public internal(set) var ordersPerDay: [Double]
        /// The last order selected.
        public var selectedOrderID: Int?

        /// The order on row `row`.
        public func order(onRow row: Int) -> Order { OrderBook.order(at: Int(rows[row])) }

        /// The orders as the table shows them, made from the book on each use (tests, tools).
        public var orders: [Order] { rows.indices.map(order(onRow:)) }

        /// The row of the last order selected in the table as sorted, if any.
        public var selectedRow: Int? { selectedOrderID.flatMap { id in rows.firstIndex(of: Int32(id - 1)) } }

        /// Creates a state of `count` orders sorted by `sort`.
        public init(count: Int = 10_000, sort: RowSort = RowSort(column: 0), selectedOrderID: Int? = nil) {
            self.count = max(0, min(count, 1_000_000))
            self.sort = sort
            self.selectedOrderID = selectedOrderID
            rows = (0..<Int32(self.count)).map { $0 }
            ordersPerDay = OrderBook.ordersPerDay(count: self.count)
            rows.sort(by: sort)
        }

        private enum CodingKeys: String, CodingKey { case count, sort, selectedOrderID }

        /// Decodes what is saved (count, sort, selection) and derives the orders again.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                count: try container.decodeIfPresent(Int.self, forKey: .count) ?? 10_000,
                sort: try container.decodeIfPresent(RowSort.self, forKey: .sort) ?? RowSort(column: 0),
                selectedOrderID: try container.decodeIfPresent(Int.self, forKey: .selectedOrderID))
        }

        /// Saves the count, the sort and the selection; the orders are derived from them.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .count)
            try container.encode(sort, forKey: .sort)
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

    /// Ten thousand orders by number.
    public static var defaultInitialState: State { State() }

    /// Builds the list screen.
    public static func createScreen(with store: OrdersListStore) -> Screen {
        Screen(store, OrdersListViewController(store: store.asViewStore()))
    }
}

extension [Int32] {
    /// Sorts rows of orders (their indexes in the book) by `sort`'s column and direction: each
    /// order is made once for it, and dropped after.
    mutating func sort(by sort: RowSort) {
        let orders = map { OrderBook.order(at: Int($0)) }
        let sorted = orders.indices.sorted { first, second in
            sort.ascending
                ? orders[first].precedes(orders[second], byColumn: sort.column)
                : orders[second].precedes(orders[first], byColumn: sort.column)
        }
        self = sorted.map { self[$0] }
    }
}
