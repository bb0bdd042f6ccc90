import Lasso

/// The shop's orders, kept in the app's storage (shared by every user, ``Lasso/PluginStorage/app``)
/// and read a page at a time: no screen holds them all. The first time the app runs they are
/// written from ``OrderBook``, in batches, each with a mark so that a batch is written once
/// however many sessions start at the same time.
///
/// Each order is kept once per way the list sorts it — by number (`order/0000042`) and under a
/// key per other column (`by-customer/Ada Lovelace/0000042`, `by-total/0000012345/0000042`) —
/// so that a page in any order is one range of keys read after the last key of the page before
/// (``Lasso/StorageArea/values(_:withPrefix:after:limit:reversed:)``). Beside them,
/// ``OrdersSummary`` holds what is shown of all of them at once.
@MainActor
public final class StoredOrders {
    private let records: StorageArea
    /// The first writing of the orders, while under way: what a store's first page waits for.
    public private(set) var seeding: Task<Void, any Error>?

    /// The orders in `records` (the app's records of the orders plugin).
    public init(records: StorageArea) {
        self.records = records
        seeding = Task { [records] in try await Self.seed(records) }
    }

    /// The app's orders of `services`.
    public convenience init(services: HostServices) {
        self.init(records: services.storage.app)
    }

    // MARK: - Reading

    /// A page of at most `limit` orders sorted by `sort`, from the first after `key` (a key of
    /// ``key(of:sortedBy:)``; `nil`: from the first).
    public func page(sortedBy sort: RowSort, after key: String?, limit: Int) async throws -> [Order] {
        try await records.values(
            Order.self, withPrefix: Self.prefix(sortedBy: sort.column), after: key, limit: limit,
            reversed: !sort.ascending
        ).map(\.value)
    }

    /// The page of at most `limit` orders sorted by `sort` that ends just before the order whose
    /// key is `key`, with the key read after to read it again (`nil` when it is the first page).
    public func page(sortedBy sort: RowSort, before key: String, limit: Int) async throws -> (
        orders: [Order], after: String?
    ) {
        let before = try await records.values(
            Order.self, withPrefix: Self.prefix(sortedBy: sort.column), after: key, limit: limit + 1,
            reversed: sort.ascending)
        guard before.count > limit else {
            // Fewer than a page before it: the first page, which may then be a full one.
            return (try await page(sortedBy: sort, after: nil, limit: limit), nil)
        }
        return (before.prefix(limit).reversed().map(\.value), before[limit].key)
    }

    /// Order number `id`, or `nil` when there is none.
    public func order(id: Int) async throws -> Order? {
        try await records.value(Order.self, for: Self.key(ofNumber: id))
    }

    /// Calls `onChange` with order `id` now and whenever it changes (in any session).
    public func observeOrder(id: Int, onChange: @escaping @MainActor (Order?) -> Void) -> StorageObservation {
        records.observe(Order.self, key: Self.key(ofNumber: id), onChange: onChange)
    }

    /// Calls `onChange` with the summary now (`nil` until the orders are written) and whenever
    /// it changes.
    public func observeSummary(_ onChange: @escaping @MainActor (OrdersSummary?) -> Void) -> StorageObservation {
        records.observe(OrdersSummary.self, key: Self.summaryKey, onChange: onChange)
    }

    // MARK: - Changing

    /// Cancels order `id` if it still can be (``Order/canBeCancelled``), under every key it is
    /// kept, and returns it cancelled; `nil` when it cannot be.
    public func cancel(id: Int) async throws -> Order? {
        try await records.transaction { transaction in
            guard var order = try await transaction.value(Order.self, for: Self.key(ofNumber: id)),
                order.canBeCancelled
            else { return nil }
            order.isCancelled = true
            for column in Order.columnTitles.indices {
                try transaction.put(order, for: Self.key(of: order, sortedBy: column))
            }
            if var summary = try await transaction.value(OrdersSummary.self, for: Self.summaryKey) {
                summary.revision += 1
                try transaction.put(summary, for: Self.summaryKey)
            }
            return order
        }
    }

    // MARK: - Keys

    /// The key `order` is kept under for the list sorted by `column` (of ``Order/columnTitles``):
    /// the column's value, written so that keys sort as the column does, then the order's
    /// number (so ties sort by number).
    public static func key(of order: Order, sortedBy column: Int) -> String {
        let number = padded(order.id, digits: 7)
        return switch column {
        case 1: prefix(sortedBy: 1) + order.customer + "/" + number
        case 2: prefix(sortedBy: 2) + order.city + "/" + number
        case 3: prefix(sortedBy: 3) + padded(order.totalCents, digits: 10) + "/" + number
        case 4: prefix(sortedBy: 4) + padded(order.day, digits: 2) + "/" + number
        default: prefix(sortedBy: 0) + number
        }
    }

    /// What the keys of the orders sorted by `column` start with.
    static func prefix(sortedBy column: Int) -> String {
        switch column {
        case 1: "by-customer/"
        case 2: "by-city/"
        case 3: "by-total/"
        case 4: "by-day/"
        default: "order/"
        }
    }

    static func key(ofNumber id: Int) -> String { prefix(sortedBy: 0) + padded(id, digits: 7) }

    static let summaryKey = "summary"

    private static func padded(_ value: Int, digits: Int) -> String {
        let text = String(max(0, value))
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: - The first orders

    /// How many orders each batch of the first writing holds.
    static let batchSize = 500

    /// Writes ``OrderBook``'s orders, a batch per transaction (so that no one commit is large and
    /// the main actor is free between them), each batch marked so it is written once; then the
    /// summary. Nothing is written over an order that is already there.
    static func seed(_ records: StorageArea) async throws {
        if try await records.value(OrdersSummary.self, for: summaryKey) != nil { return }
        for start in stride(from: 0, to: OrderBook.count, by: batchSize) {
            let mark = "seeded/" + padded(start / batchSize, digits: 4)
            try await records.transaction { transaction in
                guard try await transaction.value(Bool.self, for: mark) == nil else { return }
                try transaction.put(true, for: mark)
                for index in start..<min(start + batchSize, OrderBook.count) {
                    let order = OrderBook.order(at: index)
                    for column in Order.columnTitles.indices {
                        try transaction.put(order, for: key(of: order, sortedBy: column))
                    }
                }
            }
        }
        try await records.transaction { transaction in
            guard try await transaction.value(OrdersSummary.self, for: summaryKey) == nil else { return }
            try transaction.put(
                OrdersSummary(of: (0..<OrderBook.count).lazy.map(OrderBook.order(at:))), for: summaryKey)
        }
    }
}
