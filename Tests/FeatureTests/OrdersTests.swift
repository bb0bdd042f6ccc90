import Foundation
import Lasso
import LassoTestUtilities
import OrdersFeature
import Testing

/// The orders screens on the shop's orders kept in storage (the in-memory double): written once,
/// read a page at a time, cancelled for every session.
@MainActor
@Suite("Orders screens")
struct OrdersTests {
    let storage = InMemoryStorage()

    /// The app's orders, written in full.
    private func storedOrders() async throws -> StoredOrders {
        let orders = StoredOrders(services: .inMemory(plugin: "orders", storage: storage))
        try await orders.seeding?.value
        return orders
    }

    /// A list showing `state`, its first page read.
    private func list(_ state: OrdersListScreenModule.State = .init()) async throws -> (
        screen: OrdersListScreenModule.Screen, store: OrdersListStore
    ) {
        let orders = try await storedOrders()
        var made: OrdersListStore?
        let screen = OrdersListScreenModule.createScreen(with: state) {
            $0.orders = orders
            made = $0
        }
        let store = try #require(made)
        try await settled(store)
        return (screen, store)
    }

    private func detail(_ id: Int, _ orders: StoredOrders) throws -> (
        screen: OrderDetailScreenModule.Screen, store: OrderDetailStore
    ) {
        var made: OrderDetailStore?
        let screen = OrderDetailScreenModule.createScreen(with: .init(orderId: id)) {
            $0.orders = orders
            made = $0
        }
        return (screen, try #require(made))
    }

    private func settled(_ store: OrdersListStore) async throws {
        await storage.settled()
        await store.reading?.value
    }

    @Test func theSampleOrdersAreTheSameOnEveryRun() {
        #expect(OrderBook.orders(count: 50) == OrderBook.orders(count: 50))
        #expect(OrderBook.orders(count: 3).map(\.id) == [1, 2, 3])
        #expect(OrdersSummary(of: OrderBook.orders(count: 1_000)).ordersPerDay.reduce(0, +) == 1_000)
    }

    @Test func theOrdersAreWrittenOnceHoweverManySessionsStartAtOnce() async throws {
        let sessions = (0..<3).map { _ in StoredOrders(services: .inMemory(plugin: "orders", storage: storage)) }
        for session in sessions { try await session.seeding?.value }
        let first = try await sessions[0].page(sortedBy: RowSort(column: 0), after: nil, limit: 3)
        #expect(first == OrderBook.orders(count: 3))
        let id = try #require(OrderBook.orders(count: 100).first { $0.canBeCancelled }?.id)
        #expect(try await sessions[1].cancel(id: id)?.isCancelled == true)
        try await StoredOrders(services: .inMemory(plugin: "orders", storage: storage)).seeding?.value
        #expect(try await sessions[2].order(id: id)?.isCancelled == true, "a later start writes nothing over them")
    }

    @Test func theListShowsAPageAndPagesForwardAndBackInTheSortsOrder() async throws {
        let (_, store) = try await list()
        #expect(store.state.count == OrderBook.count)
        #expect(store.state.orders == OrderBook.orders(count: 100))
        #expect(store.state.pageCount == 100)
        store.dispatchAction(.didTapNextPage)
        try await settled(store)
        #expect(store.state.orders.map(\.id) == Array(101...200))
        #expect(store.state.pageNumber == 2)
        store.dispatchAction(.didTapPreviousPage)
        try await settled(store)
        #expect(store.state.orders.map(\.id) == Array(1...100))
        #expect(store.state.pageNumber == 1 && store.state.pageAfter == nil)
        store.dispatchAction(.didTapPreviousPage)
        try await settled(store)
        #expect(store.state.pageNumber == 1, "there is no page before the first")

        store.dispatchAction(.didSort(RowSort(column: 3, ascending: false)))
        try await settled(store)
        let everyOrder = OrderBook.orders(count: OrderBook.count).sorted { $1.precedes($0, byColumn: 3) }
        #expect(store.state.orders == Array(everyOrder[0..<100]))
        store.dispatchAction(.didTapNextPage)
        try await settled(store)
        store.dispatchAction(.didTapNextPage)
        try await settled(store)
        #expect(store.state.orders == Array(everyOrder[200..<300]))
        store.dispatchAction(.didTapPreviousPage)
        try await settled(store)
        #expect(store.state.orders == Array(everyOrder[100..<200]))
        store.dispatchAction(.didSort(RowSort(column: 9)))
        #expect(store.state.sort.column == 3, "a column that does not exist is refused")
    }

    @Test func everyColumnSortsTheStoredOrdersAsTheOrdersThemselvesSort() async throws {
        let orders = try await storedOrders()
        let everyOrder = OrderBook.orders(count: OrderBook.count)
        for column in Order.columnTitles.indices {
            for ascending in [true, false] {
                let sort = RowSort(column: column, ascending: ascending)
                let page = try await orders.page(sortedBy: sort, after: nil, limit: 50)
                let expected = everyOrder.sorted {
                    ascending ? $0.precedes($1, byColumn: column) : $1.precedes($0, byColumn: column)
                }
                #expect(page == Array(expected.prefix(50)), "column \(column), ascending \(ascending)")
            }
        }
    }

    @Test func theLastPageIsShortAndHasNoneAfterIt() async throws {
        var state = OrdersListScreenModule.State()
        state.pageAfter = StoredOrders.key(of: OrderBook.order(at: 9_949), sortedBy: 0)
        state.pageNumber = 100
        let (_, store) = try await list(state)
        #expect(store.state.orders.map(\.id) == Array(9_951...10_000))
        #expect(!store.state.hasNextPage)
        store.dispatchAction(.didTapNextPage)
        try await settled(store)
        #expect(store.state.pageNumber == 100)
        #expect(store.state.orders.count == 50)
    }

    @Test func theSavedStateHoldsThePageAndSortButNoOrders() async throws {
        let (_, store) = try await list(.init(sort: RowSort(column: 1)))
        store.dispatchAction(.didTapNextPage)
        try await settled(store)
        store.dispatchAction(.didSelectRow(3))
        let data = try JSONEncoder().encode(store.state)
        #expect(data.count < 200, "only the sort, the page and the selection are saved")
        let restored = try await list(try JSONDecoder().decode(OrdersListScreenModule.State.self, from: data))
        #expect(restored.store.state == store.state)
        #expect(restored.store.state.selectedRow == 3)
    }

    @Test func theTableShowsThePageAndSendsTheUsersSort() async throws {
        let (screen, store) = try await list()
        let table = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? Table }.first)
        #expect(table.rowCount == 100)
        #expect(table.sort == RowSort(column: 0))
        table.didTapColumnHeader(0)
        #expect(store.state.sort == RowSort(column: 0, ascending: false))
        try await settled(store)
        #expect(table.row(at: 0).cells.first == "10000")
    }

    @Test func theDetailReadsTheOrderAndShowsWhatShipped() async throws {
        let orders = try await storedOrders()
        let screen = OrderDetailScreenModule.createScreen(with: .init(orderId: 3)) { $0.orders = orders }
        await storage.settled()
        #expect(screen.store.state.order == OrderBook.order(at: 2))
        #expect(screen.controller.title == "Order 3")
        let bar = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? ProgressBar }.first)
        let order = try #require(screen.store.state.order)
        #expect(bar.value == Double(order.shippedItems) / Double(order.items))
        let unknown = OrderDetailScreenModule.createScreen(with: .init(orderId: 0)) { $0.orders = orders }
        await storage.settled()
        #expect(unknown.store.state.order == nil && unknown.store.state.isLoaded)
    }

    @Test func theOrdersByCityAreATreeOfTheSummaryWhoseExpansionAndChoiceAreState() async throws {
        let orders = try await storedOrders()
        let summary = OrdersSummary(of: OrderBook.orders(count: OrderBook.count))
        let nodes = OrdersByCityScreenModule.nodes(summary.customersByCity)
        #expect(nodes.map(\.title) == nodes.map(\.title).sorted())
        #expect(nodes.flatMap(\.children).compactMap { Int($0.detail ?? "") }.reduce(0, +) == OrderBook.count)
        let screen = OrdersByCityScreenModule.createScreen { $0.orders = orders }
        await storage.settled()
        let tree = try #require(screen.controller.view.visibleWidgets.compactMap { $0 as? Tree }.first)
        #expect(tree.rowCount == nodes.count)
        tree.expandHighlighted()
        #expect(screen.store.state.expandedCities == [nodes[0].id])
        tree.moveHighlight(by: 1)
        tree.select(row: 1)
        #expect(screen.store.state.selectedID == nodes[0].children[0].id)
        screen.store.dispatchAction(.didChangeExpansion([]))
        #expect(tree.rowCount == nodes.count, "the state's expansion is shown")
    }

    @Test func notesAreKeptAndACancelIsConfirmedFirstKeptInStorageAndSaidOnce() async throws {
        let orders = try await storedOrders()
        let id = try #require(OrderBook.orders(count: 100).first { $0.canBeCancelled }?.id)
        var outputs: [OrderDetailScreenModule.Output] = []
        let (screen, store) = try detail(id, orders)
        screen.observeOutput { outputs.append($0) }
        let other = OrderDetailScreenModule.createScreen(with: .init(orderId: id)) { $0.orders = orders }
        let list = try await list()
        await storage.settled()
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
        #expect(cancel.isEnabled)
        cancel.tap()
        #expect(outputs.isEmpty, "nothing is cancelled before the confirmation")
        #expect(screen.controller.presentedViewController is AlertViewController)
        store.dispatchAction(.didConfirmCancel)
        await store.cancelling?.value
        store.dispatchAction(.didConfirmCancel)
        await store.cancelling?.value
        await storage.settled()
        try await settled(list.store)
        #expect(outputs == [.didCancelOrder(id: id)])
        #expect(!cancel.isEnabled)
        #expect(other.store.state.isCancelled, "every session sees it cancelled")
        #expect(list.store.state.orders.first { $0.id == id }?.isCancelled == true, "the list reads it again")
        let saved = try JSONDecoder().decode(
            OrderDetailScreenModule.State.self, from: JSONEncoder().encode(screen.store.state))
        #expect(
            saved.notes == screen.store.state.notes && saved.delivery == "Pick-up", "notes are saved with the session")
    }

    @Test func anOrderShippedInFullCannotBeCancelled() async throws {
        let orders = try await storedOrders()
        let shipped = try #require(OrderBook.orders(count: 100).first { $0.shippedItems == $0.items })
        let (screen, store) = try detail(shipped.id, orders)
        await storage.settled()
        let cancel = try #require(
            screen.controller.view.visibleWidgets.compactMap { $0 as? Button }.first { $0.identifier == "cancel" })
        #expect(!cancel.isEnabled)
        let labels = screen.controller.view.visibleWidgets.compactMap { $0 as? Label }.map(\.text)
        #expect(labels.contains("Shipped in full: it can no longer be cancelled"))
        store.dispatchAction(.didConfirmCancel)
        await store.cancelling?.value
        #expect(try await orders.cancel(id: shipped.id) == nil)
        #expect(try await orders.order(id: shipped.id)?.isCancelled == false)
    }
}
