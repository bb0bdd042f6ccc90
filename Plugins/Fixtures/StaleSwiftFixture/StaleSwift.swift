// Fixture: a Swift plugin that records another runtime than the host's, as one built elsewhere
// would: by default runtime 0.9.0 (an older major version) from the host's compiler. The
// end-to-end tests set LASSO_FIXTURE_STAMP to pose as other builds (a newer minor version,
// another compiler, a runtime without library evolution) with this one library.
import LassoPlugin

#if canImport(Glibc)
    import Glibc
#endif

/// Registers nothing: the host refuses it before registration.
enum StaleSwiftPlugin: LassoPluginDefinition {
    static let name = "stale-swift"
    static let version = "1.0.0"
    static let summary = "Built against another runtime"

    static func register(in registrar: PluginRegistrar) throws {}
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    let stamp =
        getenv("LASSO_FIXTURE_STAMP").map { String(cString: $0) }
        ?? "lasso-runtime-0.9.0+swift-\(RuntimeRelease.compiler)"
    return _describePlugin(StaleSwiftPlugin.self, compiledAgainst: stamp)
}
