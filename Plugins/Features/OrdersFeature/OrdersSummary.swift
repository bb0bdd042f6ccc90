/// What the screens show of all the orders at once — how many, per day, per city and customer —
/// kept beside them in storage and written with them, so that no screen reads every order to
/// draw a chart or an outline.
public struct OrdersSummary: Equatable, Codable, Sendable {
    /// How many orders there are.
    public var count: Int
    /// How many orders fall on each day of the month, first day first.
    public var ordersPerDay: [Int]
    /// For each city, how many orders each customer there placed.
    public var customersByCity: [String: [String: Int]]
    /// Changes whenever an order does (a cancellation), so that a list showing a page of them
    /// reads it again.
    public var revision: Int

    /// The summary of `orders`.
    public init<Orders: Sequence<Order>>(of orders: Orders, revision: Int = 0) {
        var count = 0
        var perDay = Array(repeating: 0, count: OrderBook.days)
        var customers: [String: [String: Int]] = [:]
        for order in orders {
            count += 1
            if (1...OrderBook.days).contains(order.day) { perDay[order.day - 1] += 1 }
            customers[order.city, default: [:]][order.customer, default: 0] += 1
        }
        self.count = count
        ordersPerDay = perDay
        customersByCity = customers
        self.revision = revision
    }
}
