/// One order of the sample shop.
public struct Order: Equatable, Codable, Sendable {
    /// The order number, from 1.
    public var id: Int
    /// Who ordered.
    public var customer: String
    /// Where it goes.
    public var city: String
    /// The total, in cents.
    public var totalCents: Int
    /// The day it was placed, from 1 (the first day of the month) to ``OrderBook/days``.
    public var day: Int
    /// How many of its items have shipped.
    public var shippedItems: Int
    /// How many items it has.
    public var items: Int
    /// Whether it was cancelled.
    public var isCancelled: Bool

    /// Creates an order.
    public init(
        id: Int, customer: String, city: String, totalCents: Int, day: Int, shippedItems: Int, items: Int,
        isCancelled: Bool = false
    ) {
        self.id = id
        self.customer = customer
        self.city = city
        self.totalCents = totalCents
        self.day = day
        self.shippedItems = shippedItems
        self.items = items
        self.isCancelled = isCancelled
    }

    private enum CodingKeys: String, CodingKey {
        case id, customer, city, totalCents, day, shippedItems, items, isCancelled
    }

    /// Decodes an order; one stored before orders could be cancelled is not cancelled.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            customer: try container.decode(String.self, forKey: .customer),
            city: try container.decode(String.self, forKey: .city),
            totalCents: try container.decode(Int.self, forKey: .totalCents),
            day: try container.decode(Int.self, forKey: .day),
            shippedItems: try container.decode(Int.self, forKey: .shippedItems),
            items: try container.decode(Int.self, forKey: .items),
            isCancelled: try container.decodeIfPresent(Bool.self, forKey: .isCancelled) ?? false)
    }

    /// Whether it can still be cancelled: not cancelled already, and not shipped in full.
    public var canBeCancelled: Bool { !isCancelled && shippedItems < items }

    /// The total as the screens show it (`"€123.45"`).
    public var formattedTotal: String {
        let cents = String(totalCents % 100)
        return "€\(totalCents / 100).\(cents.count == 1 ? "0" + cents : cents)"
    }

    /// The columns of the orders table, in the order ``cells`` gives them.
    public static let columnTitles = ["No.", "Customer", "City", "Total", "Day"]

    /// The order as the table's cells.
    public var cells: [String] { ["\(id)", customer, city, formattedTotal, "\(day)"] }

    /// Whether `self` comes before `other` when sorted by `column` (ties by number).
    public func precedes(_ other: Order, byColumn column: Int) -> Bool {
        switch column {
        case 1 where customer != other.customer: customer < other.customer
        case 2 where city != other.city: city < other.city
        case 3 where totalCents != other.totalCents: totalCents < other.totalCents
        case 4 where day != other.day: day < other.day
        default: id < other.id
        }
    }
}

/// The sample shop's first orders: made up, the same on every run (a fixed pseudo-random
/// sequence), so that screens, scripts and tests agree on them. ``StoredOrders`` writes them to
/// the app's storage once, where the screens read them.
public enum OrderBook {
    /// How many orders the shop starts with.
    public static let count = 10_000

    /// The days of the month orders fall on.
    public static let days = 30

    private static let names = [
        "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra", "Frances Allen",
        "Grace Hopper", "John Backus", "Ken Thompson", "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman",
    ]
    private static let cities = ["Amsterdam", "Berlin", "Lisbon", "London", "Oslo", "Paris", "Prague", "Vienna"]

    /// The first `count` orders.
    public static func orders(count: Int) -> [Order] {
        (0..<max(0, count)).map { order(at: $0) }
    }

    /// Order number `index + 1`, made without the ones before it: each order draws
    /// ``drawsPerOrder`` numbers from a fixed SplitMix64 sequence, whose n-th number is computed
    /// directly.
    public static func order(at index: Int) -> Order {
        var draw = UInt64(index) &* drawsPerOrder
        func next(_ bound: Int) -> Int {
            draw &+= 1
            var z = 0x9E37_79B9_7F4A_7C15 &+ draw &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let items = 1 + next(6)
        return Order(
            id: index + 1, customer: names[next(names.count)], city: cities[next(cities.count)],
            totalCents: 500 + next(50_000), day: 1 + next(days), shippedItems: next(items + 1), items: items)
    }

    /// The numbers each order draws: items, customer, city, total, day, shipped items.
    private static let drawsPerOrder: UInt64 = 6
}
