import AuthFeature
import LassoPlugin

/// The `auth` plugin: the login screen as `auth.login`.
enum AuthPlugin: LassoPluginDefinition {
    static let name = "auth"
    static let version = "1.0.0"
    static let summary = "Login screen with an asynchronous login service (demo account: lasso / swift)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(LoginScreenModule.self, as: "login", outputs: ["userDidLogin"])
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(AuthPlugin.self)
}
