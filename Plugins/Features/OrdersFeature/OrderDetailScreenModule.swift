import Lasso

/// One order's details, looked up by number: how much of it has shipped, notes the user keeps
/// on it, and cancelling it (after a confirmation).
public enum OrderDetailScreenModule: ScreenModule {
    /// What the detail screen sends.
    public enum Action: Equatable, Sendable {
        /// The user edited the notes.
        case didEditNotes(String)
        /// The user chose delivery option `index` of ``State/deliveryOptions``.
        case didChooseDelivery(Int)
        /// The user confirmed cancelling the order.
        case didConfirmCancel
    }

    /// Which order, what was found, and what the user did to it.
    public struct State: Equatable, Codable, Sendable {
        /// The number of the order to show.
        public var orderId: Int
        /// The order, once looked up; `nil` for an unknown number.
        public var order: Order?
        /// The user's notes on the order.
        public var notes: String
        /// Whether the user cancelled the order.
        public var isCancelled: Bool
        /// The chosen delivery, one of ``deliveryOptions``.
        public var delivery: String

        /// How an order can be delivered.
        public static let deliveryOptions = ["Standard", "Express", "Pick-up"]

        /// Creates a state for order `orderId`, looked up in the sample orders.
        public init(orderId: Int = 0, notes: String = "", isCancelled: Bool = false, delivery: String = "Standard") {
            self.orderId = orderId
            self.notes = notes
            self.isCancelled = isCancelled
            self.delivery = Self.deliveryOptions.contains(delivery) ? delivery : "Standard"
            order = orderId > 0 ? OrderBook.order(at: orderId - 1) : nil
        }

        private enum CodingKeys: String, CodingKey { case orderId, notes, isCancelled, delivery }

        /// Decodes the number, the notes, the cancellation and the delivery, and looks the order up.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                orderId: try container.decode(Int.self, forKey: .orderId),
                notes: try container.decodeIfPresent(String.self, forKey: .notes) ?? "",
                isCancelled: try container.decodeIfPresent(Bool.self, forKey: .isCancelled) ?? false,
                delivery: try container.decodeIfPresent(String.self, forKey: .delivery) ?? "Standard")
        }

        /// Saves the number, the notes, the cancellation and the delivery; the order is looked up
        /// again.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(orderId, forKey: .orderId)
            try container.encode(notes, forKey: .notes)
            try container.encode(isCancelled, forKey: .isCancelled)
            try container.encode(delivery, forKey: .delivery)
        }
    }

    /// What the detail screen tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user cancelled order `id`.
        case didCancelOrder(id: Int)
    }

    /// No order.
    public static var defaultInitialState: State { State() }

    /// Builds the detail screen.
    public static func createScreen(with store: OrderDetailStore) -> Screen {
        Screen(store, OrderDetailViewController(store: store.asViewStore()))
    }
}
