import Lasso

/// The orders table, a page at a time, under a sparkline of orders per day.
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
        summary.bind(\.text, to: store, \.caption)

        let table = Table(columns: [
            Table.Column(Order.columnTitles[0], width: .fixed(7)),
            Table.Column(Order.columnTitles[1], width: .fixed(18)),
            Table.Column(Order.columnTitles[2], width: .fixed(10)),
            Table.Column(Order.columnTitles[3], width: .fixed(10)),
            Table.Column(Order.columnTitles[4], width: .fixed(5)),
        ])
        table.identifier = "orders"
        table.bindRows(to: store, \.orders) { $0.cells }
        table.bind(\.sort, to: store, \.sort) { $0 }
        table.bind(\.selectedIndex, to: store, \.selectedRow)
        table.bindSort(to: store) { .didSort($0) }
        table.bindSelection(to: store) { .didSelectRow($0) }
        let previous = Button("Previous page")
        previous.bind(to: store, action: .didTapPreviousPage)
        previous.bind(\.isEnabled, to: store, \.pageNumber) { $0 > 1 }
        let next = Button("Next page")
        next.bind(to: store, action: .didTapNextPage)
        next.bind(\.isEnabled, to: store, \.hasNextPage)
        let byCity = Button("By city")
        byCity.bind(to: store, action: .didTapByCity)
        // The table has the focus, once its first page is read.
        preferredFocus = table
        view = Stack(
            spacing: 1, [chart, summary, table, Stack(axis: .horizontal, spacing: 2, [previous, next, byCity])])
    }
}
