import LassoPlugin

/// The `counter` plugin: registers the counter screen as `counter.main`.
///
/// Built into `libCounterPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(CounterPlugin.self)` (docs/plugins.md, "Static builds").
public enum CounterPlugin: LassoPluginDefinition {
    public static let name = "counter"
    public static let version = "1.0.0"
    public static let summary = "A counter with increment, decrement, reset and a limit output"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterScreenModule.self, as: "main")
    }
}
