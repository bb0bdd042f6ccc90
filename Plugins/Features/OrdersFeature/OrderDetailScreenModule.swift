import Lasso

/// One order's details, looked up by number, with how much of it has shipped.
public enum OrderDetailScreenModule: ScreenModule {
    /// The detail screen sends nothing.
    public typealias Action = NoAction
    /// Nor tells its owner anything.
    public typealias Output = NoOutput

    /// Which order, and what was found.
    public struct State: Equatable, Codable, Sendable {
        /// The number of the order to show.
        public var orderId: Int
        /// The order, once looked up; `nil` for an unknown number.
        public var order: Order?

        /// Creates a state for order `orderId`, looked up in the sample orders.
        public init(orderId: Int = 0) {
            self.orderId = orderId
            order = orderId > 0 ? OrderBook.orders(count: orderId).last : nil
        }

        private enum CodingKeys: String, CodingKey { case orderId }

        /// Decodes the number and looks the order up.
        public init(from decoder: any Decoder) throws {
            self.init(orderId: try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .orderId))
        }

        /// Saves the number.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(orderId, forKey: .orderId)
        }
    }

    /// No order.
    public static var defaultInitialState: State { State() }

    /// Builds the detail screen.
    public static func createScreen(with store: OrderDetailStore) -> Screen {
        Screen(store, OrderDetailViewController(store: store.asViewStore()))
    }
}

/// The detail screen's store: it has nothing to do but hold the state.
public final class OrderDetailStore: LassoStore<OrderDetailScreenModule> {}

/// Shows an order's customer, city, total and day, and a progress bar of its shipped items.
public final class OrderDetailViewController: ViewController, LassoView {
    /// The detail's view store.
    public let store: OrderDetailScreenModule.ViewStore

    /// Creates the controller.
    public init(store: OrderDetailScreenModule.ViewStore) {
        self.store = store
        super.init()
        store.observeState(\.order) { [weak self] in self?.title = $0.map { "Order \($0.id)" } ?? "Order" }
    }

    /// Builds the labels and the progress bar, bound to the store.
    public override func viewDidLoad() {
        let customer = Label(style: .title)
        customer.bind(\.text, to: store, \.order) { $0?.customer ?? "Unknown order" }
        let details = Label()
        details.bind(\.text, to: store, \.order) {
            $0.map { "\($0.city) · \($0.formattedTotal) · day \($0.day) · \($0.items) item(s)" } ?? ""
        }
        let shipped = ProgressBar(label: "Shipped")
        shipped.bind(\.value, to: store, \.order) { order in
            order.map { Double($0.shippedItems) / Double(max(1, $0.items)) } ?? 0
        }
        shipped.bind(\.isHidden, to: store, \.order) { $0 == nil }
        view = Stack(spacing: 1, [customer, details, shipped])
    }
}
