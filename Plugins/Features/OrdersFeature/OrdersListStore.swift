import Lasso

/// Reads the page of orders shown from storage, sorts and pages through them, and reports
/// selections. Follows the orders' summary, so a change made in any session (a cancelled order)
/// shows in the page at once.
public final class OrdersListStore: LassoStore<OrdersListScreenModule> {
    /// Where the orders are read; nothing is shown until it is set.
    public var orders: StoredOrders? {
        didSet {
            summaryObservation = orders?.observeSummary { [weak self] in self?.didReadSummary($0) }
            let seeding = orders?.seeding
            Task { [weak self] in
                do {
                    try await seeding?.value
                } catch {
                    self?.update { $0.problem = "The orders could not be written: \(error)" }
                }
            }
        }
    }
    private var summaryObservation: StorageObservation?
    /// Counts the reads of a page started, so that only the last one's page is shown.
    private var reads = 0
    /// The last read of a page started: what a test awaits.
    public private(set) var reading: Task<Void, Never>?

    /// Handles sorting, paging and selection.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didSort(let sort):
            guard (0..<Order.columnTitles.count).contains(sort.column) else { return }
            update {
                $0.sort = sort
                $0.pageAfter = nil
                $0.pageNumber = 1
            }
            readPage()
        case .didSelectRow(let index):
            guard state.orders.indices.contains(index) else { return }
            let id = state.orders[index].id
            update { $0.selectedOrderID = id }
            dispatchOutput(.didSelectOrder(id: id))
        case .didTapNextPage:
            guard state.hasNextPage, let last = state.orders.last else { return }
            let after = StoredOrders.key(of: last, sortedBy: state.sort.column)
            readPage(after: after, number: state.pageNumber + 1)
        case .didTapPreviousPage:
            guard state.pageNumber > 1, let first = state.orders.first else { return }
            readPage(before: StoredOrders.key(of: first, sortedBy: state.sort.column))
        case .didTapByCity:
            dispatchOutput(.didRequestCities)
        }
    }

    private func didReadSummary(_ summary: OrdersSummary?) {
        guard let summary else { return }  // The orders are still being written the first time.
        update {
            $0.count = summary.count
            $0.ordersPerDay = summary.ordersPerDay.map(Double.init)
        }
        readPage()
    }

    /// Reads the page shown again (after its sort, page or orders changed).
    private func readPage() {
        readPage(after: state.pageAfter, number: state.pageNumber)
    }

    private func readPage(after key: String?, number: Int) {
        guard let orders else { return }
        let sort = state.sort
        read { try await (orders.page(sortedBy: sort, after: key, limit: State.pageSize), key, number) }
    }

    private func readPage(before key: String) {
        guard let orders else { return }
        let sort = state.sort
        let number = state.pageNumber - 1
        read {
            let page = try await orders.page(sortedBy: sort, before: key, limit: State.pageSize)
            return (page.orders, page.after, page.after == nil ? 1 : number)
        }
    }

    private func read(_ page: @escaping @MainActor () async throws -> ([Order], String?, Int)) {
        reads += 1
        let read = reads
        reading = Task { [weak self] in
            do {
                let (orders, after, number) = try await page()
                guard let self, read == self.reads else { return }
                self.update {
                    $0.orders = orders
                    $0.pageAfter = after
                    $0.pageNumber = number
                    $0.isLoading = false
                    $0.problem = nil
                }
            } catch {
                guard let self, read == self.reads else { return }
                self.update { $0.problem = "The orders could not be read: \(error)" }
            }
        }
    }
}
