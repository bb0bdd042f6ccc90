import LassoPlugin

/// The `auth` plugin: the login screen as `auth.login`.
///
/// Built into `libAuthPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(AuthPlugin.self)` (docs/plugins.md, "Static builds").
public enum AuthPlugin: LassoPluginDefinition {
    public static let name = "auth"
    public static let version = "1.0.0"
    public static let summary = "Login screen with an asynchronous login service (demo account: lasso / swift)"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(LoginScreenModule.self, as: "login")
    }
}
