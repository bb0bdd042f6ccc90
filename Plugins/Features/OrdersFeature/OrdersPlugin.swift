import LassoPlugin

/// The `orders` plugin: a sortable table of 10,000 orders with a chart (`orders.list`), the
/// orders as a tree of cities and customers (`orders.cities`), and an
/// order's details (`orders.detail`, state `orderId`; with notes, and a confirmed cancel that
/// emits `didCancelOrder`).
///
/// Built into `libOrdersPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(OrdersPlugin.self)` (docs/plugins.md, "Static builds").
public enum OrdersPlugin: LassoPluginDefinition {
    public static let name = "orders"
    public static let version = "1.0.0"
    public static let summary = "A sortable table of orders with a chart, and each order's details"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(
            OrdersListScreenModule.self, as: "list")
        try registrar.registerScreen(OrdersByCityScreenModule.self, as: "cities")
        try registrar.registerScreen(OrderDetailScreenModule.self, as: "detail")
    }
}
