import CounterFeature
import LassoPlugin

/// The `counter` plugin: registers the counter screen as `counter.main`.
enum CounterPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "1.0.0"
    static let summary = "A counter with increment, decrement, reset and a limit output"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterScreenModule.self, as: "main", outputs: ["didReachLimit"])
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(CounterPlugin.self)
}
