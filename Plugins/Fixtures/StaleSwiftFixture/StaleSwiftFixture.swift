// Fixture: a Swift plugin as if compiled against another build of the runtime's sources (same
// release, other source hash), e.g. a copy left over from before the runtime was changed.
import Lasso
import LassoPlugin

/// Would register nothing: it must be refused before its registration runs.
enum StaleSwiftPlugin: LassoPluginDefinition {
    static let name = "stale-swift"
    static let version = "1.0.0"
    static let summary = "Built against another build of the runtime"

    static func register(in registrar: PluginRegistrar) throws {}
}

/// The plugin's one exported symbol: the descriptor `describePlugin` would have made with
/// another build's source hash.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    _describePlugin(StaleSwiftPlugin.self, compiledFingerprint: PluginLoader.hostCFingerprint + "+src.0123456789abcdef0123456789abcdef")
}
