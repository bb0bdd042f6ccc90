import Foundation
import Lasso
import OrdersFeature
import Testing

@MainActor
@Suite("Orders screens")
struct OrdersTests {
    @Test func theSampleOrdersAreTheSameOnEveryRun() {
        #expect(OrderBook.orders(count: 50) == OrderBook.orders(count: 50))
        #expect(OrderBook.orders(count: 3).map(\.id) == [1, 2, 3])
        #expect(OrderBook.ordersPerDay(OrderBook.orders(count: 1_000)).reduce(0, +) == 1_000)
    }

    @Test func sortingReordersTheRowsAndTheSelectionFollowsItsOrder() {
        var outputs: [OrdersListScreenModule.Output] = []
        let screen = OrdersListScreenModule.createScreen(with: .init(count: 200))
            .observeOutput { outputs.append($0) }
        let store = screen.store
        store.dispatchAction(.didSelectRow(0))
        #expect(outputs == [.didSelectOrder(id: 1)])
        store.dispatchAction(.didSort(RowSort(column: 3, ascending: false)))
        let totals = store.state.orders.map(\.totalCents)
        #expect(totals == totals.sorted(by: >))
        #expect(store.state.selectedRow.map { store.state.orders[$0].id } == 1)
        store.dispatchAction(.didSort(RowSort(column: 9)))
        #expect(store.state.sort.column == 3, "a column that does not exist is refused")
    }

    @Test func theStateKeepsEachRowsOrderNumberNotTheOrdersAndSortsAsTheOrdersWould() {
        let state = OrdersListScreenModule.State(count: 2_000, sort: RowSort(column: 2, ascending: false))
        #expect(state.rows.count == 2_000)
        let expected = OrderBook.orders(count: 2_000).sorted { $1.precedes($0, byColumn: 2) }
        #expect(state.orders == expected)
        #expect(state.order(onRow: 0) == expected[0])
        #expect(state.ordersPerDay == OrderBook.ordersPerDay(OrderBook.orders(count: 2_000)))
    }

    @Test func theSavedStateHoldsNoOrdersAndRestoresThemSorted() throws {
        let state = OrdersListScreenModule.State(count: 100, sort: RowSort(column: 1), selectedOrderID: 7)
        let data = try JSONEncoder().encode(state)
        #expect(data.count < 200, "only the count, the sort and the selection are saved")
        #expect(try JSONDecoder().decode(OrdersListScreenModule.State.self, from: data) == state)
    }

    @Test func theTableShowsTheStateAndSendsTheUsersSort() throws {
        let screen = OrdersListScreenModule.createScreen(with: .init(count: 30))
        let table = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? Table }.first)
        #expect(table.rowCount == 30)
        #expect(table.sort == RowSort(column: 0))
        table.didTapColumnHeader(0)
        #expect(screen.store.state.sort == RowSort(column: 0, ascending: false))
        #expect(table.row(at: 0).cells.first == "30")
    }

    @Test func theDetailLooksTheOrderUpAndShowsWhatShipped() throws {
        let screen = OrderDetailScreenModule.createScreen(with: .init(orderId: 3))
        #expect(screen.store.state.order == OrderBook.orders(count: 3)[2])
        #expect(screen.controller.title == "Order 3")
        let bar = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? ProgressBar }.first)
        let order = try #require(screen.store.state.order)
        #expect(bar.value == Double(order.shippedItems) / Double(order.items))
        #expect(OrderDetailScreenModule.State(orderId: 0).order == nil)
    }

    @Test func theOrdersByCityAreATreeWhoseExpansionAndChoiceAreState() throws {
        let nodes = OrdersByCityScreenModule.nodes(count: 500)
        #expect(nodes.map(\.title) == nodes.map(\.title).sorted())
        #expect(nodes.flatMap(\.children).compactMap { Int($0.detail ?? "") }.reduce(0, +) == 500)
        let screen = OrdersByCityScreenModule.createScreen(with: .init(count: 500))
        let tree = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? Tree }.first)
        tree.expandHighlighted()
        #expect(screen.store.state.expandedCities == [nodes[0].id])
        tree.moveHighlight(by: 1)
        tree.select(row: 1)
        #expect(screen.store.state.selectedID == nodes[0].children[0].id)
        screen.store.dispatchAction(.didChangeExpansion([]))
        #expect(tree.rowCount == nodes.count, "the state's expansion is shown")
    }

    @Test func notesAreKeptAndACancelIsConfirmedFirstAndSaidOnce() throws {
        var outputs: [OrderDetailScreenModule.Output] = []
        let screen = OrderDetailScreenModule.createScreen(with: .init(orderId: 5)).observeOutput { outputs.append($0) }
        let notes = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? TextView }.first)
        notes.editor.insert("Leave at the door")
        notes.editor.insert("\nRing twice")
        #expect(screen.store.state.notes == "Leave at the door\nRing twice")
        let delivery = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? ChoiceGroup }.first)
        #expect(delivery.selectedIndex == 0)
        delivery.select(2)
        #expect(screen.store.state.delivery == "Pick-up")
        let cancel = try #require(
            screen.controller.view.visibleWidgets.compactMap { $0 as? Button }.first { $0.identifier == "cancel" })
        cancel.tap()
        #expect(outputs.isEmpty, "nothing is cancelled before the confirmation")
        #expect(screen.controller.presentedViewController is AlertViewController)
        screen.store.dispatchAction(.didConfirmCancel)
        screen.store.dispatchAction(.didConfirmCancel)
        #expect(outputs == [.didCancelOrder(id: 5)])
        #expect(!cancel.isEnabled)
        let saved = try JSONDecoder().decode(
            OrderDetailScreenModule.State.self, from: JSONEncoder().encode(screen.store.state))
        #expect(saved == screen.store.state, "notes and the cancellation are saved with the session")
    }
}
