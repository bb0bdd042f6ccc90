// libAuthPlugin.so: exports the `auth` plugin, defined in AuthFeature (AuthPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` records the runtime release and
// Swift compiler this plugin is built with.
import AuthFeature
import LassoPlugin

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(AuthPlugin.self)
}
