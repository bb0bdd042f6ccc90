import Lasso

/// One order's details, looked up by number: how much of it has shipped, notes the user keeps
/// on it, and cancelling it (after a confirmation).
public enum OrderDetailScreenModule: ScreenModule {
    /// What the detail screen sends.
    public enum Action: Equatable, Sendable {
        /// The user edited the notes.
        case didEditNotes(String)
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

        /// Creates a state for order `orderId`, looked up in the sample orders.
        public init(orderId: Int = 0, notes: String = "", isCancelled: Bool = false) {
            self.orderId = orderId
            self.notes = notes
            self.isCancelled = isCancelled
            order = orderId > 0 ? OrderBook.orders(count: orderId).last : nil
        }

        private enum CodingKeys: String, CodingKey { case orderId, notes, isCancelled }

        /// Decodes the number, the notes and the cancellation, and looks the order up.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                orderId: try container.decode(Int.self, forKey: .orderId),
                notes: try container.decodeIfPresent(String.self, forKey: .notes) ?? "",
                isCancelled: try container.decodeIfPresent(Bool.self, forKey: .isCancelled) ?? false)
        }

        /// Saves the number, the notes and the cancellation; the order is looked up again.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(orderId, forKey: .orderId)
            try container.encode(notes, forKey: .notes)
            try container.encode(isCancelled, forKey: .isCancelled)
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
