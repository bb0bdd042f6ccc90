import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
import LassoShell
import Testing

/// A static build: the shell run in-process with a feature plugin linked into the executable
/// standing in for the plugin file the config names.
@Suite("Linked plugins")
@MainActor
struct LinkedPluginsTests {
    enum GreetingModule: ScreenModule {
        enum Action: Sendable, Equatable { case didTapWave }
        enum Output: Sendable, Equatable, Codable { case didWave }
        struct State: Equatable, Codable, Sendable { var greeting = "Hello" }

        static var defaultInitialState: State { State() }

        static func createScreen(with store: GreetingStore) -> Screen {
            let controller = ViewController()
            controller.title = store.state.greeting
            return Screen(store, controller)
        }
    }

    final class GreetingStore: LassoStore<GreetingModule> {
        override func handleAction(_ action: GreetingModule.Action) { dispatchOutput(.didWave) }
    }

    enum GreeterPlugin: LassoPluginDefinition {
        static let name = "greeter"
        static let version = "1.0.0"
        static let summary = "A greeting, linked into the test executable"

        static func register(in registrar: PluginRegistrar) throws {
            try registrar.registerScreen(GreetingModule.self, as: "hello", outputs: ["didWave"])
        }
    }

    /// A folder with `config.yaml` naming `libGreeterPlugin.so`, which is a text file: only the
    /// linked-in plugin can make the config valid.
    func makeApp() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-linked-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try Data("not a shared object".utf8).write(to: URL(fileURLWithPath: folder + "/libGreeterPlugin.so"))
        let config = folder + "/config.yaml"
        try Data(
            """
            lasso: 1
            plugins:
              - file: libGreeterPlugin.so
            root:
              screen: greeter.hello
              state: { greeting: Hi there }

            """.utf8
        ).write(to: URL(fileURLWithPath: config))
        return config
    }

    @Test func linkedPluginStandsInForThePluginFileTheConfigNames() async throws {
        let config = try makeApp()
        defer { try? FileManager.default.removeItem(atPath: (config as NSString).deletingLastPathComponent) }
        // No environment changes here: the end-to-end tests running alongside inherit this
        // process's environment.
        let linked = runShell(
            ["validate", config], linking: ["libGreeterPlugin.so": { describePlugin(GreeterPlugin.self) }])
        #expect(linked == 0)
        let plugin = try #require(ModuleRegistry.shared.plugins["greeter"])
        #expect(plugin.path.hasSuffix("/libGreeterPlugin.so"))
        #expect(plugin.moduleNames == ["greeter.hello"])

        // Without it (the real lasso-shell links no plugins) the config names a file that is not
        // a plugin.
        guard ShellRunner.requireBuild() else { return }
        let cache = (config as NSString).deletingLastPathComponent + "/scan.cache"
        let unlinked = try await ShellRunner.run(["validate", config], environment: ["LASSO_PLUGIN_CACHE": cache])
        #expect(unlinked.status != 0)
        #expect(
            unlinked.standardError.contains(
                "cannot load plugin \((config as NSString).deletingLastPathComponent)/libGreeterPlugin.so: not a shared object"
            ))
    }
}
