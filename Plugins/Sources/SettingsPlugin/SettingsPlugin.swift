// libSettingsPlugin.so: exports the `settings` plugin, defined in SettingsFeature (SettingsPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` here is the one the
// LassoRuntimeFingerprint build tool generates into this target: it records the runtime build.
import SettingsFeature
import LassoPlugin

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(SettingsPlugin.self)
}
