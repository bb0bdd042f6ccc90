import LassoPlugin

/// The `orders` plugin: the shop's 10,000 orders, kept in the app's storage (written the first
/// time the app runs, ``StoredOrders``) and shared by every user: a sortable table of them a
/// page at a time with a chart (`orders.list`), the orders as a tree of cities and customers
/// (`orders.cities`), and an order's details (`orders.detail`, state `orderId`; with notes, and
/// a confirmed cancel, kept in storage, that emits `didCancelOrder`).
///
/// Built into `libOrdersPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(OrdersPlugin.self)` (docs/plugins.md, "Static builds").
public enum OrdersPlugin: LassoPluginDefinition {
    public static let name = "orders"
    public static let version = "2.0.0"
    public static let summary =
        "The shop's orders, kept by the host: a sortable table a page at a time, a chart, each order's details"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(OrdersListScreenModule.self, as: "list") { store, services in
            store.orders = StoredOrders(services: services)
        }
        try registrar.registerScreen(OrdersByCityScreenModule.self, as: "cities") { store, services in
            store.orders = StoredOrders(services: services)
        }
        try registrar.registerScreen(OrderDetailScreenModule.self, as: "detail") { store, services in
            store.orders = StoredOrders(services: services)
        }
    }
}
