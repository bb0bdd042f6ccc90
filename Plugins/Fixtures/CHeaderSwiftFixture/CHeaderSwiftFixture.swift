// Fixture: a Swift plugin that records only the C header's release, as a C plugin does, and
// then registers a Swift screen, whose types may come from any runtime build.
import Lasso
import LassoPlugin

/// A minimal screen to register.
enum BlankScreenModule: ScreenModule {
    typealias Action = NoAction
    typealias Output = NoOutput
    struct State: Equatable, Codable {}

    static var defaultInitialState: State { State() }

    static func createScreen(with store: BlankStore) -> Screen {
        Screen(store, ViewController())
    }
}

/// The screen's store.
final class BlankStore: LassoStore<BlankScreenModule> {}

/// Registers `c-header-swift.blank`, which the host refuses.
enum CHeaderSwiftPlugin: LassoPluginDefinition {
    static let name = "c-header-swift"
    static let version = "1.0.0"
    static let summary = "Records the C header's release but registers a Swift screen"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(BlankScreenModule.self, as: "blank")
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    _describePlugin(CHeaderSwiftPlugin.self, compiledAgainst: RuntimeRelease.cHeader)
}
