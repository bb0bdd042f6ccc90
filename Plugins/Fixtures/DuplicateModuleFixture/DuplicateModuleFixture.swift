// Fixture: a Swift plugin that registers the module name "same" twice.
import Lasso
import LassoPlugin

/// A minimal screen to register.
enum EchoScreenModule: ScreenModule {
    enum Action: Sendable { case didTap }
    enum Output: Equatable, Codable { case didEcho }
    struct State: Equatable, Codable { var text = "echo" }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: EchoStore) -> Screen {
        Screen(store, ViewController())
    }
}

/// The screen's store.
final class EchoStore: LassoStore<EchoScreenModule> {
    override func handleAction(_ action: Action) {
        dispatchOutput(.didEcho)
    }
}

/// Registers `duplicates.same` twice.
enum DuplicateModulePlugin: LassoPluginDefinition {
    static let name = "duplicates"
    static let version = "1.0.0"
    static let summary = "Registers one module name twice"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(EchoScreenModule.self, as: "same")
        try registrar.registerScreen(EchoScreenModule.self, as: "same")
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(DuplicateModulePlugin.self)
}
