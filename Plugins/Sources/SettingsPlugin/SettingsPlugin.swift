import LassoPlugin
// libSettingsPlugin.so: exports the `settings` plugin, defined in SettingsFeature (SettingsPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` records the runtime release and
// Swift compiler this plugin is built with.
import SettingsFeature

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(SettingsPlugin.self)
}
