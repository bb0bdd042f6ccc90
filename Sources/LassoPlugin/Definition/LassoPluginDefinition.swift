/// What a Swift plugin declares about itself, and how it registers its modules.
///
/// ```swift
/// enum CounterPlugin: LassoPluginDefinition {
///     static let name = "counter"
///     static let version = "1.0.0"
///     static let summary = "A counter screen with a limit"
///
///     static func register(in registrar: PluginRegistrar) throws {
///         try registrar.registerScreen(CounterScreenModule.self, as: "main")
///     }
/// }
///
/// @_cdecl("lasso_plugin_describe")
/// public func lassoPluginDescribe() -> UnsafeRawPointer {
///     describePlugin(CounterPlugin.self)
/// }
/// ```
///
/// `describePlugin(_:)` records the runtime release and Swift compiler the plugin is built with,
/// which decide the hosts that accept it (see ``RuntimeRelease``).
public protocol LassoPluginDefinition {
    /// The plugin's name and the namespace of its modules: lowercase letters, digits, `-`, `_`.
    static var name: String { get }

    /// The plugin's semantic version, `MAJOR.MINOR.PATCH`.
    static var version: String { get }

    /// One line saying what the plugin provides.
    static var summary: String { get }

    /// Registers the plugin's screens and flows. Throw to refuse loading; the message is shown
    /// with the plugin's name.
    @MainActor static func register(in registrar: PluginRegistrar) throws
}
