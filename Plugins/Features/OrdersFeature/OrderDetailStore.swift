import Lasso

/// Keeps the notes and cancels the order once confirmed.
public final class OrderDetailStore: LassoStore<OrderDetailScreenModule> {
    /// Handles the notes and the confirmed cancellation.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didEditNotes(let notes):
            update { $0.notes = notes }
        case .didChooseDelivery(let index):
            let options = OrderDetailScreenModule.State.deliveryOptions
            guard options.indices.contains(index) else { return }
            update { $0.delivery = options[index] }
        case .didConfirmCancel:
            guard let order = state.order, !state.isCancelled else { return }
            update { $0.isCancelled = true }
            dispatchOutput(.didCancelOrder(id: order.id))
        }
    }
}
