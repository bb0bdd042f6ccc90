import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

/// libFuzzer's entry point (`make fuzz`): reads the bytes as config text the way a config file
/// is read (`lasso-shell validate`), validates what parses against a small in-process plugin,
/// and builds what is valid. Anything but a config or diagnostics (a crash, a hang, memory
/// beyond libFuzzer's limit) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConfig(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    // libFuzzer calls this on the main thread, which is the main actor's.
    MainActor.assumeIsolated {
        ConfigFuzz.read(input)
    }
    return 0
}

@MainActor
enum ConfigFuzz {
    static let registry: ModuleRegistry = {
        let registry = ModuleRegistry()
        do {
            _ = try PluginOpener(registry: registry).registerLinked(
                origin: "lasso-fuzz-config", describe: FuzzPlugin.describe)
        } catch {
            fatalError("the fuzz plugin does not register: \(error)")
        }
        return registry
    }()

    static func read(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let parsed = ConfigParser.parse(text, file: "fuzz.yaml", directory: "/")
        guard let config = parsed.config, !parsed.diagnostics.containsErrors else { return }
        let diagnostics = Validator(registry: registry).validate(config)
        guard !diagnostics.containsErrors else { return }
        _ = try? AppBuilder(registry: registry).build(config, in: Window())
    }
}

/// Plugin `test`: a screen `test.list` with a state and three outputs, as the config tests use.
enum FuzzPlugin: LassoPluginDefinition {
    static var name: String { "test" }
    static var version: String { "1.0.0" }
    static var summary: String { "The fuzz target's screens" }

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(FuzzScreenModule.self, as: "list", outputs: ["didNext", "didClose", "didSelect"])
    }

    static func describe() -> UnsafeRawPointer { describePlugin(FuzzPlugin.self) }
}

enum FuzzScreenModule: ScreenModule {
    enum Action: Sendable { case next }
    enum Output: Equatable, Codable, Sendable { case didNext, didClose, didSelect }

    struct State: Equatable, Codable, Sendable {
        var title = "List"
        var count = 0
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: FuzzScreenStore) -> Screen {
        let controller = ViewController()
        controller.title = store.state.title
        return Screen(store, controller)
    }
}

final class FuzzScreenStore: LassoStore<FuzzScreenModule> {
    override func handleAction(_ action: Action) {
        update { $0.count += 1 }
        dispatchOutput(.didNext)
    }
}
