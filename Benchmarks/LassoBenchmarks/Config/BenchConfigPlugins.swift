import Lasso
import LassoPlugin
import LassoPluginHost

// 50 in-process test plugins for the `config` suite, `plugin00` … `plugin49`, each registering the
// same small screen module as `pluginNN.main`. They are registered with
// `PluginOpener.registerLinked`, so the suite times the config, not plugin loading.

/// The one action of the benchmark screens.
enum BenchScreenAction: Sendable, Equatable {
    case next
}

/// What the benchmark screens can emit (the routes of the generated documents react to both).
enum BenchScreenOutput: Equatable, Codable, Sendable {
    case didNext
    case didClose
}

/// The screen every benchmark plugin registers as `main`: a title and a count, set by the config.
enum BenchScreenModule: ScreenModule {
    typealias Action = BenchScreenAction
    typealias Output = BenchScreenOutput

    struct State: Equatable, Codable, Sendable {
        var title = "Screen"
        var count = 0
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: BenchScreenStore) -> Screen {
        let controller = ViewController()
        controller.title = store.state.title
        return Screen(store, controller)
    }
}

final class BenchScreenStore: LassoStore<BenchScreenModule> {
    override func handleAction(_ action: BenchScreenAction) {
        update { $0.count += 1 }
        dispatchOutput(.didNext)
    }
}

/// Distinguishes the 50 plugin types (each needs its own type for its own descriptor).
protocol BenchPluginTag: Sendable {
    static var index: Int { get }
}

/// Plugin `pluginNN` for tag `NN`.
enum BenchConfigPlugin<Tag: BenchPluginTag>: LassoPluginDefinition {
    static var name: String { BenchConfigPlugins.name(Tag.index) }
    static var version: String { "1.0.0" }
    static var summary: String { "Config benchmark plugin \(Tag.index)" }

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(BenchScreenModule.self, as: "main", outputs: ["didNext", "didClose"])
    }
}

extension BenchPluginTag {
    static func describe() -> UnsafeRawPointer { describePlugin(BenchConfigPlugin<Self>.self) }
}

enum Tag00: BenchPluginTag { static let index = 0 }
enum Tag01: BenchPluginTag { static let index = 1 }
enum Tag02: BenchPluginTag { static let index = 2 }
enum Tag03: BenchPluginTag { static let index = 3 }
enum Tag04: BenchPluginTag { static let index = 4 }
enum Tag05: BenchPluginTag { static let index = 5 }
enum Tag06: BenchPluginTag { static let index = 6 }
enum Tag07: BenchPluginTag { static let index = 7 }
enum Tag08: BenchPluginTag { static let index = 8 }
enum Tag09: BenchPluginTag { static let index = 9 }
enum Tag10: BenchPluginTag { static let index = 10 }
enum Tag11: BenchPluginTag { static let index = 11 }
enum Tag12: BenchPluginTag { static let index = 12 }
enum Tag13: BenchPluginTag { static let index = 13 }
enum Tag14: BenchPluginTag { static let index = 14 }
enum Tag15: BenchPluginTag { static let index = 15 }
enum Tag16: BenchPluginTag { static let index = 16 }
enum Tag17: BenchPluginTag { static let index = 17 }
enum Tag18: BenchPluginTag { static let index = 18 }
enum Tag19: BenchPluginTag { static let index = 19 }
enum Tag20: BenchPluginTag { static let index = 20 }
enum Tag21: BenchPluginTag { static let index = 21 }
enum Tag22: BenchPluginTag { static let index = 22 }
enum Tag23: BenchPluginTag { static let index = 23 }
enum Tag24: BenchPluginTag { static let index = 24 }
enum Tag25: BenchPluginTag { static let index = 25 }
enum Tag26: BenchPluginTag { static let index = 26 }
enum Tag27: BenchPluginTag { static let index = 27 }
enum Tag28: BenchPluginTag { static let index = 28 }
enum Tag29: BenchPluginTag { static let index = 29 }
enum Tag30: BenchPluginTag { static let index = 30 }
enum Tag31: BenchPluginTag { static let index = 31 }
enum Tag32: BenchPluginTag { static let index = 32 }
enum Tag33: BenchPluginTag { static let index = 33 }
enum Tag34: BenchPluginTag { static let index = 34 }
enum Tag35: BenchPluginTag { static let index = 35 }
enum Tag36: BenchPluginTag { static let index = 36 }
enum Tag37: BenchPluginTag { static let index = 37 }
enum Tag38: BenchPluginTag { static let index = 38 }
enum Tag39: BenchPluginTag { static let index = 39 }
enum Tag40: BenchPluginTag { static let index = 40 }
enum Tag41: BenchPluginTag { static let index = 41 }
enum Tag42: BenchPluginTag { static let index = 42 }
enum Tag43: BenchPluginTag { static let index = 43 }
enum Tag44: BenchPluginTag { static let index = 44 }
enum Tag45: BenchPluginTag { static let index = 45 }
enum Tag46: BenchPluginTag { static let index = 46 }
enum Tag47: BenchPluginTag { static let index = 47 }
enum Tag48: BenchPluginTag { static let index = 48 }
enum Tag49: BenchPluginTag { static let index = 49 }

enum BenchConfigPlugins {
    static let tags: [any BenchPluginTag.Type] = [
        Tag00.self, Tag01.self, Tag02.self, Tag03.self, Tag04.self, Tag05.self, Tag06.self, Tag07.self, Tag08.self,
        Tag09.self,
        Tag10.self, Tag11.self, Tag12.self, Tag13.self, Tag14.self, Tag15.self, Tag16.self, Tag17.self, Tag18.self,
        Tag19.self,
        Tag20.self, Tag21.self, Tag22.self, Tag23.self, Tag24.self, Tag25.self, Tag26.self, Tag27.self, Tag28.self,
        Tag29.self,
        Tag30.self, Tag31.self, Tag32.self, Tag33.self, Tag34.self, Tag35.self, Tag36.self, Tag37.self, Tag38.self,
        Tag39.self,
        Tag40.self, Tag41.self, Tag42.self, Tag43.self, Tag44.self, Tag45.self, Tag46.self, Tag47.self, Tag48.self,
        Tag49.self,
    ]

    /// `plugin07` for 7.
    static func name(_ index: Int) -> String {
        index < 10 ? "plugin0\(index)" : "plugin\(index)"
    }

    /// A registry holding all 50 plugins, registered in-process.
    @MainActor
    static func makeRegistry() throws -> ModuleRegistry {
        let registry = ModuleRegistry()
        let loader = PluginOpener(registry: registry)
        for tag in tags {
            try loader.registerLinked(origin: "lasso-benchmarks/\(name(tag.index))", describe: tag.describe)
        }
        return registry
    }
}
