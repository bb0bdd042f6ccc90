import Lasso

/// Sorts the orders and reports selections.
public final class OrdersListStore: LassoStore<OrdersListScreenModule> {
    /// Handles sorting and selection.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didSort(let sort):
            guard (0..<Order.columnTitles.count).contains(sort.column) else { return }
            update {
                $0.sort = sort
                $0.rows.sort(by: sort)
            }
        case .didSelectRow(let index):
            guard state.rows.indices.contains(index) else { return }
            let id = state.order(onRow: index).id
            update { $0.selectedOrderID = id }
            dispatchOutput(.didSelectOrder(id: id))
        case .didTapByCity:
            dispatchOutput(.didRequestCities)
        }
    }
}
