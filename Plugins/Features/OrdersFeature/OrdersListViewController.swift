import Lasso

/// The orders table under a sparkline of orders per day.
public final class OrdersListViewController: ViewController, LassoView {
    /// The list's view store.
    public let store: OrdersListScreenModule.ViewStore

    /// Creates the controller.
    public init(store: OrdersListScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Orders"
    }

    /// Builds the chart, the summary and the table, bound to the store.
    public override func viewDidLoad() {
        let chart = Chart(title: "Orders per day")
        chart.bind(\.values, to: store, \.ordersPerDay)
        let summary = Label(style: .caption)
        summary.bind(\.text, to: store, \.count) { "\($0) orders · s sorts, r reverses, Enter opens" }

        let table = Table(columns: [
            Table.Column(Order.columnTitles[0], width: .fixed(7)),
            Table.Column(Order.columnTitles[1], width: .fixed(18)),
            Table.Column(Order.columnTitles[2], width: .fixed(10)),
            Table.Column(Order.columnTitles[3], width: .fixed(10)),
            Table.Column(Order.columnTitles[4], width: .fixed(5)),
        ])
        table.identifier = "orders"
        table.bindRows(to: store, \.rows) { OrderBook.order(at: Int($0)).cells }
        table.bind(\.sort, to: store, \.sort) { $0 }
        table.bind(\.selectedIndex, to: store, \.selectedRow)
        table.bindSort(to: store) { .didSort($0) }
        table.bindSelection(to: store) { .didSelectRow($0) }
        let byCity = Button("By city")
        byCity.bind(to: store, action: .didTapByCity)
        // After the table, so focus starts on the table.
        view = Stack(spacing: 1, [chart, summary, table, byCity])
    }
}
