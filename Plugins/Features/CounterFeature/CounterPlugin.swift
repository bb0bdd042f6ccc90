import LassoPlugin

/// The `counter` plugin: registers the counter screen as `counter.main`; one whose state names
/// a key (`keptAs`) keeps its count as each user's own, kept by the host.
///
/// Built into `libCounterPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(CounterPlugin.self)` (docs/plugins.md, "Static builds").
public enum CounterPlugin: LassoPluginDefinition {
    public static let name = "counter"
    public static let version = "1.0.0"
    public static let summary =
        "A counter with increment, decrement, reset and a limit output; a named one is each user's, kept by the host"

    public static func register(in registrar: PluginRegistrar) throws {
        // A counter named to be kept keeps each user's count in their records.
        try registrar.registerScreen(CounterScreenModule.self, as: "main") { store, services in
            store.counts = services.storage.user
        }
    }
}
