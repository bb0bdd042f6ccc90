import Lasso

/// Shows an order's customer, city, total and day, a progress bar of its shipped items, its
/// delivery (radio buttons), the user's notes (a text view), and "Cancel order", which asks for
/// a confirmation first.
public final class OrderDetailViewController: ViewController, LassoView {
    /// The detail's view store.
    public let store: OrderDetailScreenModule.ViewStore

    /// Creates the controller.
    public init(store: OrderDetailScreenModule.ViewStore) {
        self.store = store
        super.init()
        store.observeState(\.order) { [weak self] in self?.title = $0.map { "Order \($0.id)" } ?? "Order" }
    }

    /// Builds the labels, the progress bar, the notes and the cancel button, bound to the store.
    public override func viewDidLoad() {
        let customer = Label(style: .title)
        customer.bind(\.text, to: store, \.self) {
            $0.order?.customer ?? ($0.isLoaded ? "Unknown order" : "Loading order…")
        }
        let details = Label()
        details.bind(\.text, to: store, \.order) {
            $0.map { "\($0.city) · \($0.formattedTotal) · day \($0.day) · \($0.items) item\($0.items == 1 ? "" : "s")" }
                ?? ""
        }
        let shipped = ProgressBar(label: "Shipped")
        shipped.bind(\.value, to: store, \.order) { order in
            order.map { Double($0.shippedItems) / Double(max(1, $0.items)) } ?? 0
        }
        shipped.bind(\.isHidden, to: store, \.order) { $0 == nil }
        let cancelled = Label("Cancelled", style: .error)
        cancelled.bind(\.isHidden, to: store, \.isCancelled) { !$0 }
        let shippedInFull = Label("Shipped in full: it can no longer be cancelled", style: .caption)
        shippedInFull.bind(\.isHidden, to: store, \.self) { !$0.isShippedInFull || $0.isCancelled }
        let problem = Label(style: .error)
        problem.bind(\.text, to: store, \.problem) { $0 ?? "" }
        problem.bind(\.isHidden, to: store, \.problem) { $0 == nil }

        let options = OrderDetailScreenModule.State.deliveryOptions
        let delivery = ChoiceGroup(options, style: .radio, title: "Delivery")
        delivery.identifier = "delivery"
        delivery.bind(\.selectedIndex, to: store, \.delivery) { options.firstIndex(of: $0) }
        delivery.bindSelection(to: store) { .didChooseDelivery($0) }

        let notes = TextView(placeholder: "Notes for this order", visibleLines: 4)
        notes.identifier = "notes"
        notes.bind(\.text, to: store, \.notes)
        notes.bindTextDidChange(to: store) { .didEditNotes($0) }

        let cancel = Button("Cancel order")
        cancel.identifier = "cancel"
        cancel.bind(\.isEnabled, to: store, \.order) { $0?.canBeCancelled ?? false }
        cancel.onTap { [weak self] in self?.confirmCancel() }

        view = Stack(
            spacing: 1, [customer, details, shipped, cancelled, shippedInFull, problem, notes, delivery, cancel])
    }

    /// Asks before cancelling: an alert whose choice comes back here.
    private func confirmCancel() {
        guard let order = store.state.order else { return }
        presentAlert(
            title: "Cancel order \(order.id)?", message: "\(order.customer) is told by e-mail.",
            actions: ["Yes, cancel", "Keep it"]
        ) { [store] index, _ in
            if index == 0 { store.dispatchAction(.didConfirmCancel) }
        }
    }
}
