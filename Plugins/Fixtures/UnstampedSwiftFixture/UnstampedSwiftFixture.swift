// Fixture: a Swift plugin whose target lacks the LassoRuntimeFingerprint build tool plugin, so
// `describePlugin(_:)` is LassoPlugin's own, meant for plugins linked into the host.
import LassoPlugin

/// Registers nothing: the host refuses it before registration.
enum UnstampedSwiftPlugin: LassoPluginDefinition {
    static let name = "unstamped"
    static let version = "1.0.0"
    static let summary = "Does not record the runtime build it was compiled against"

    static func register(in registrar: PluginRegistrar) throws {}
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(UnstampedSwiftPlugin.self)
}
