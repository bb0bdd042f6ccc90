import Lasso

/// One order's details, read from storage by number (``StoredOrders``) and followed there: how
/// much of it has shipped, notes the user keeps on it, and cancelling it (after a confirmation)
/// while it has not shipped in full.
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
        /// The order as stored, once read (and again whenever it changes); `nil` before, or for
        /// an unknown number.
        public internal(set) var order: Order?
        /// Whether the order has been read.
        public internal(set) var isLoaded = false
        /// Why the order could not be read or cancelled, if it could not.
        public internal(set) var problem: String?
        /// The user's notes on the order.
        public var notes: String
        /// The chosen delivery, one of ``deliveryOptions``.
        public var delivery: String

        /// Whether the order is cancelled.
        public var isCancelled: Bool { order?.isCancelled ?? false }

        /// Whether the order has shipped in full (and so can no longer be cancelled).
        public var isShippedInFull: Bool { order.map { $0.shippedItems == $0.items } ?? false }

        /// How an order can be delivered.
        public static let deliveryOptions = ["Standard", "Express", "Pick-up"]

        /// Creates a state for order `orderId`, read from storage when the screen starts.
        public init(orderId: Int = 0, notes: String = "", delivery: String = "Standard") {
            self.orderId = orderId
            self.notes = notes
            self.delivery = Self.deliveryOptions.contains(delivery) ? delivery : "Standard"
        }

        private enum CodingKeys: String, CodingKey { case orderId, notes, delivery }

        /// Decodes the number, the notes and the delivery; the order is read again.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                orderId: try container.decode(Int.self, forKey: .orderId),
                notes: try container.decodeIfPresent(String.self, forKey: .notes) ?? "",
                delivery: try container.decodeIfPresent(String.self, forKey: .delivery) ?? "Standard")
        }

        /// Saves the number, the notes and the delivery; the order (and whether it is
        /// cancelled) is kept in storage.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(orderId, forKey: .orderId)
            try container.encode(notes, forKey: .notes)
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
