// libCounterPlugin.so: exports the `counter` plugin, defined in CounterFeature (CounterPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` records the runtime release and
// Swift compiler this plugin is built with.
import CounterFeature
import LassoPlugin

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(CounterPlugin.self)
}
