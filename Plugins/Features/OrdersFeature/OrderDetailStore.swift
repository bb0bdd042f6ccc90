import Lasso

/// Follows the order in storage, keeps the notes and the delivery, and cancels the order once
/// confirmed — in storage, so every session shows it cancelled.
public final class OrderDetailStore: LassoStore<OrderDetailScreenModule> {
    /// Where the order is read and cancelled; nothing is shown until it is set.
    public var orders: StoredOrders? {
        didSet {
            let id = state.orderId
            observation = orders?.observeOrder(id: id) { [weak self] order in
                self?.update {
                    $0.order = order
                    $0.isLoaded = true
                }
            }
        }
    }
    private var observation: StorageObservation?
    /// The cancellation under way, if any: what a test awaits.
    public private(set) var cancelling: Task<Void, Never>?

    /// Handles the notes, the delivery and the confirmed cancellation.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didEditNotes(let notes):
            update { $0.notes = notes }
        case .didChooseDelivery(let index):
            let options = OrderDetailScreenModule.State.deliveryOptions
            guard options.indices.contains(index) else { return }
            update { $0.delivery = options[index] }
        case .didConfirmCancel:
            guard let orders, let order = state.order, order.canBeCancelled else { return }
            cancelling = Task { [weak self] in
                do {
                    guard let cancelled = try await orders.cancel(id: order.id) else { return }
                    self?.update { $0.order = cancelled }
                    self?.dispatchOutput(.didCancelOrder(id: cancelled.id))
                } catch {
                    self?.update { $0.problem = "Order \(order.id) could not be cancelled: \(error)" }
                }
            }
        }
    }
}
