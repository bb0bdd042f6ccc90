import LassoPlugin
// libOrdersPlugin.so: exports the `orders` plugin, defined in OrdersFeature (OrdersPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` records the runtime release and
// Swift compiler this plugin is built with.
import OrdersFeature

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(OrdersPlugin.self)
}
