// Fixture: a Swift plugin whose registration traps (a Swift runtime failure kills the process).
import LassoPlugin

/// Traps while registering.
enum TrappingPlugin: LassoPluginDefinition {
    static let name = "trapper"
    static let version = "1.0.0"
    static let summary = "Traps while registering"

    static func register(in registrar: PluginRegistrar) throws {
        fatalError("the trapping fixture traps while registering")
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(TrappingPlugin.self)
}
