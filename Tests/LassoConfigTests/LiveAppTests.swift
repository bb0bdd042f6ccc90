import Foundation
import Lasso
import Synchronization
import Testing

@testable import LassoConfig
@testable import LassoPlugin
@testable import LassoPluginHost

/// Changing a running app: a plugin's new version swapped in, the config replaced, a restart.
@MainActor
@Suite("Live app")
struct LiveAppTests {
    private func start(_ yaml: String) throws -> LiveApp {
        let registry = try makeRegistry()
        let config = try #require(ConfigParser.parse(yaml, file: "app.yaml", directory: "/nonexistent").config)
        return try AppBuilder(registry: registry).build(config, in: Window())
    }

    /// The upgrade a staged load of `definition` gives (its registration run aside).
    private func upgrade<Definition: LassoPluginDefinition>(of app: LiveApp, to definition: Definition.Type) throws
        -> PluginUpgrade
    {
        let aside = ModuleRegistry()
        let plugin = try PluginOpener(registry: aside).registerLinked(origin: "next") { describePlugin(definition) }
        let previous = try #require(app.registry.plugins[plugin.name])
        return PluginUpgrade(
            previous: previous, plugin: plugin, modules: plugin.moduleNames.compactMap(aside.module(named:)),
            settings: aside.settings.declarations[plugin.name] ?? [])
    }

    private static let counterInTabs = """
        lasso: 1
        root:
          tabs:
            - title: One
              navigation:
                root: { screen: test.list, state: { title: All } }
                pushed:
                  - screen: counter.main
                    on:
                      didReachLimit: { present: { screen: test.detail, state: { title: Limit } } }
            - { title: Two, screen: counter.main, state: { limit: 2 } }
        """

    private func counters(in app: LiveApp) -> [ViewController] {
        (app.window.hierarchy()?.allNodes ?? []).map(\.controller).filter {
            $0.screenStore?.moduleName.hasSuffix("CounterModule") == true
                || $0.screenStore?.moduleName.hasSuffix("CounterNextModule") == true
        }
    }

    @Test func everyScreenOfThePluginIsRebuiltInItsPlaceWithItsState() throws {
        let app = try start(Self.counterInTabs)
        let tabs = try #require(app.window.rootViewController as? TabBarController)
        let navigation = try #require(tabs.viewControllers.first as? NavigationController)
        let oldCounters = counters(in: app)
        try #require(oldCounters.count == 2)
        (oldCounters[0].screenStore as? CounterStore)?.dispatchAction(.didTapIncrement)
        tabs.selectedIndex = 1

        let report = try app.swap(try upgrade(of: app, to: CounterNextPlugin.self))

        #expect(report.screens.map(\.module) == ["counter.main", "counter.main"])
        #expect(report.keptAllState)
        #expect(report.summary == "counter 1.1.0 (2 screens, state kept)")
        let newCounters = counters(in: app)
        #expect(newCounters.count == 2)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers[1] === newCounters[0])
        #expect(tabs.viewControllers[1] === newCounters[1])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabTitles == ["One", "Two"], "a swapped screen keeps its tab's title from the config")
        let first = try #require(newCounters[0].screenStore as? CounterNextStore)
        #expect(first.state == CounterNextModule.State(count: 1, limit: 10, title: "Counter", step: 5))
        #expect((newCounters[1].screenStore as? CounterNextStore)?.state.limit == 2)
        #expect(app.registry.plugins["counter"]?.version == "1.1.0")
    }

    @Test func theConfigsRoutesFollowTheNewStoresAndTheOldOnesAreDetached() throws {
        let app = try start(Self.counterInTabs)
        let oldStore = try #require(counters(in: app).first?.screenStore as? CounterStore)
        _ = try app.swap(try upgrade(of: app, to: CounterNextPlugin.self))
        // The old store reaching its limit no longer routes.
        for _ in 0..<10 { oldStore.dispatchAction(.didTapIncrement) }
        #expect(counters(in: app).first?.presentedViewController == nil)
        // The new one does (limit 10, step 5).
        let newStore = try #require(counters(in: app).first?.screenStore as? CounterNextStore)
        newStore.dispatchAction(.didTapIncrement)
        newStore.dispatchAction(.didTapIncrement)
        #expect(counters(in: app).first?.presentedViewController?.title == "Limit")
    }

    @Test func aNewVersionWithoutAModuleOnScreenChangesNothing() throws {
        let app = try start(Self.counterInTabs)
        let before = counters(in: app)
        let error = try #require(throws: PluginSwapError.self) {
            try app.swap(try upgrade(of: app, to: CounterGonePlugin.self))
        }
        #expect(error.reason.contains("no longer registers 'counter.main'"))
        #expect(counters(in: app).map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect(app.registry.plugins["counter"]?.version == "1.0.0")
        #expect(app.registry.retiredPlugins.isEmpty)
    }

    @Test func aPluginWithNothingOnScreenIsStillUpgraded() throws {
        let app = try start("lasso: 1\nroot: { screen: test.list }\n")
        let report = try app.swap(try upgrade(of: app, to: CounterNextPlugin.self))
        #expect(report.screens.isEmpty)
        #expect(report.summary == "counter 1.1.0 (nothing on screen)")
        #expect(app.registry.module(named: "counter.main")?.moduleType == CounterNextModule.self)
    }

    @Test func aFlowStartsAgainAndPushesItsStackBackWhenItCanWithTheScreensStates() throws {
        let app = try start("lasso: 1\nroot:\n  navigation:\n    root: { flow: test.wizard }\n")
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        (navigation.viewControllers[0].screenStore as? EchoStore<ListModule>)?.send(.didNext)
        (navigation.viewControllers[1].screenStore as? EchoStore<DetailModule>)?.update { $0.count = 4 }
        try #require(navigation.viewControllers.count == 2)

        let restarted = try app.swap(try upgrade(of: app, to: TestNextPlugin.self))
        #expect(restarted.flows == [PluginSwapReport.Flow(module: "test.wizard", closedScreens: 1)])
        #expect(restarted.summary == "test 1.1.0 (1 flow, 1 pushed screen closed)")
        #expect(navigation.viewControllers.count == 1)

        (navigation.viewControllers[0].screenStore as? EchoStore<ListModule>)?.send(.didNext)
        (navigation.viewControllers[1].screenStore as? EchoStore<DetailModule>)?.update { $0.count = 6 }
        let restored = try app.swap(try upgrade(of: app, to: TestRestoringPlugin.self))
        #expect(restored.flows == [PluginSwapReport.Flow(module: "test.wizard", closedScreens: 0)])
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.viewControllers[1].screenStore as? EchoStore<DetailModule>)?.state.count == 6)
    }

    @Test func aChangedConfigKeepsTheStateOfScreensAtTheSamePlaceAndTheSelectedTab() throws {
        let app = try start(Self.counterInTabs)
        let tabs = try #require(app.window.rootViewController as? TabBarController)
        tabs.selectedIndex = 1
        (counters(in: app)[1].screenStore as? CounterStore)?.dispatchAction(.didTapIncrement)
        let changed = Self.counterInTabs.replacingOccurrences(
            of: "    - { title: Two", with: "    - { title: New, screen: test.detail }\n    - { title: Two")
        let config = try #require(ConfigParser.parse(changed, file: "app.yaml", directory: "/nonexistent").config)

        let report = try app.replaceConfig(with: config)

        #expect(report.keptScreens == 3)
        #expect(report.newScreens == 1)
        let newTabs = try #require(app.window.rootViewController as? TabBarController)
        #expect(newTabs !== tabs)
        #expect(newTabs.tabTitles == ["One", "New", "Two"])
        #expect(newTabs.selectedIndex == 2)
        #expect((counters(in: app)[1].screenStore as? CounterStore)?.state.count == 1)
    }

    @Test func aReloadedConfigsThemeReplacesTheAppsAndOneThatDoesNotBuildKeepsIt() throws {
        let app = try start("lasso: 1\ntheme: light\nroot: { screen: test.list }\n")
        #expect(app.window.theme == .light)
        let unthemed = try #require(
            ConfigParser.parse("lasso: 1\nroot: { screen: test.list }\n", file: "app.yaml", directory: "/nonexistent")
                .config)
        _ = try app.replaceConfig(with: unthemed)
        #expect(app.window.theme == app.window.defaultTheme)
        let broken = try #require(
            ConfigParser.parse(
                "lasso: 1\ntheme: high-contrast\nroot: { screen: test.nothing }\n", file: "app.yaml",
                directory: "/nonexistent"
            ).config)
        #expect(throws: ConfigBuildError.self) { try app.replaceConfig(with: broken) }
        #expect(app.window.theme == app.window.defaultTheme)
    }

    @Test func aConfigThatDoesNotBuildLeavesTheAppAsItWas() throws {
        let app = try start(Self.counterInTabs)
        let root = app.window.rootViewController
        let broken = "lasso: 1\nroot: { screen: test.nothing }\n"
        let config = try #require(ConfigParser.parse(broken, file: "app.yaml", directory: "/nonexistent").config)
        #expect(throws: ConfigBuildError.self) { try app.replaceConfig(with: config) }
        #expect(app.window.rootViewController === root)
    }

    @Test func restartDropsEveryState() throws {
        let app = try start(Self.counterInTabs)
        (counters(in: app)[1].screenStore as? CounterStore)?.dispatchAction(.didTapIncrement)
        try app.restart()
        #expect(counters(in: app).compactMap { ($0.screenStore as? CounterStore)?.state.count } == [0, 0])
    }

    @Test func restartDropsTheThemeAScreenAskedFor() throws {
        let app = try start(Self.counterInTabs)
        app.window.requestedTheme = .light
        try app.restart()
        #expect(app.window.requestedTheme == nil, "the screen state that chose it is gone")
    }

    // MARK: - The journal

    /// The lines of `sink` of `kind`.
    private func entries(_ kind: String, in sink: JournalMemorySink) -> [String] {
        sink.lines.filter { $0.contains("\"kind\":\"\(kind)\"") }
    }

    @Test func aSwapIsJournaledAndTheNewStoresAreRecordedFromTheStateTheyTookOver() throws {
        let app = try start(Self.counterInTabs)
        let sink = JournalMemorySink()
        app.startJournal(session: "test", sink: sink)
        (counters(in: app)[0].screenStore as? CounterStore)?.dispatchAction(.didTapIncrement)
        app.journal?.writeBatch()
        // A state this small is written whole: shorter than its patch.
        #expect(entries("state", in: sink).last?.contains(#""state":{"count":1,"limit":10,"title":"Counter"}"#) == true)

        _ = try app.swap(try upgrade(of: app, to: CounterNextPlugin.self))
        app.journal?.writeBatch()

        let swap = try #require(entries("swap", in: sink).first)
        #expect(swap.contains(#""plugin":"counter","from":"1.0.0","to":"1.1.0""#))
        #expect(swap.contains(#""outcome":"counter 1.1.0 (2 screens, state kept)""#))
        let after = sink.lines.drop { !$0.contains("\"kind\":\"swap\"") }
        let taken = try #require(
            after.first { $0.contains(#""at":"tab[One]/stack[1]""#) && $0.contains("\"kind\":\"state\"") })
        #expect(taken.contains(#""state":{"count":1,"limit":10,"step":5,"title":"Counter"}"#), "\(taken)")
        #expect(after.contains { $0.contains(#""change":"replace""#) }, "the old screens left, the new ones came")
    }

    /// The session `lines` of a journal make again.
    private func recovered(_ lines: [String]) throws -> JournalRecovery {
        try JournalRecovery.recover(([JournalFile.Format.journal.header] + lines).joined(separator: "\n"), path: "j")
    }

    @Test func theSessionAJournalMakesAgainIsTheAppsAcrossCheckpointsTabsAndASwap() throws {
        let app = try start(Self.counterInTabs)
        let sink = JournalMemorySink()
        app.startJournal(session: "test", sink: sink, checkpointEvery: 4)
        let tabs = try #require(app.window.rootViewController as? TabBarController)
        for (counter, taps) in [(0, 3), (1, 2)] {
            for _ in 0..<taps {
                (counters(in: app)[counter].screenStore as? CounterStore)?.dispatchAction(.didTapIncrement)
                app.window.inputHandled()
            }
        }
        tabs.selectedIndex = 1
        app.window.inputHandled()
        _ = try app.swap(try upgrade(of: app, to: CounterNextPlugin.self))
        app.window.inputHandled()
        (counters(in: app)[1].screenStore as? CounterNextStore)?.dispatchAction(.didTapIncrement)
        app.window.inputHandled()
        #expect(sink.lines.filter { $0.contains("\"kind\":\"checkpoint\"") }.count > 1)

        let session = try recovered(sink.lines).session
        let now = app.session()
        #expect(session.screens == now.screens)
        #expect(session.selectedTabs == now.selectedTabs && now.selectedTabs.first?.selected == "Two")
        #expect(session.screens.map(\.pluginVersion).contains("1.1.0"))
    }

    @Test func aJournalStaysWithinItsByteBudgetLongBeforeItsEntryCountAndStillMakesTheSessionAgain() throws {
        let app = try start("lasso: 1\nroot:\n  screen: counter.main\n  state: { limit: 1000 }\n")
        let sink = JournalFileDouble()
        app.startJournal(session: "test", sink: sink, checkpointEvery: 1_000, tailBytes: 2_000)
        let counter = try #require(counters(in: app)[0].screenStore as? CounterStore)
        // Below the limit: each tap changes the state, and is an entry.
        for _ in 0..<200 {
            counter.dispatchAction(.didTapIncrement)
            app.window.inputHandled()
        }
        let largest = sink.largest
        // 200 entries, far fewer than 1,000: only the byte budget checkpointed.
        #expect(sink.checkpoints > 1)
        // And not at every batch: about one per 2,000 bytes of entries (each ~100 bytes).
        #expect(sink.checkpoints < 50, "\(sink.checkpoints) checkpoints for 200 entries")
        let checkpoint = try #require(sink.lines.first)
        #expect(checkpoint.contains("\"kind\":\"checkpoint\""))
        let checkpointBytes = checkpoint.utf8.count + 1
        #expect(largest <= checkpointBytes + max(2_000, checkpointBytes) + 1_000, "the file grew to \(largest) bytes")
        let session = try recovered(sink.lines).session
        #expect(session.screens == app.session().screens)
        #expect(session.screens.first?.state.value(at: ["count"]) == .integer(200))
    }

    @Test func aJournalCutShortGivesTheSessionOfItsWholeLinesAndSaysWhereItStopped() throws {
        let app = try start(Self.counterInTabs)
        let sink = JournalMemorySink()
        app.startJournal(session: "test", sink: sink, checkpointEvery: 1_000)
        let counter = try #require(counters(in: app)[0].screenStore as? CounterStore)
        counter.dispatchAction(.didTapIncrement)
        app.window.inputHandled()
        counter.dispatchAction(.didTapIncrement)
        app.window.inputHandled()
        var lines = sink.lines
        let popped = lines.popLast()
        let last = try #require(popped)
        let cut = try recovered(lines + [String(last.prefix(last.count / 2))])
        #expect(cut.damage == "line \(lines.count + 2) is not a whole entry; the entries before it are used")
        #expect(
            cut.session.screens.first { $0.place.hasSuffix("counter.main") }?.state.value(at: ["count"]) == .integer(1))

        #expect(throws: JournalFileError.self) { try recovered([]) }
        #expect(throws: JournalFileError.self) {
            try JournalRecovery.recover(JournalFile.Format.trace.header + "\n", path: "t")
        }
    }

    @Test func aRoutedPresentationIsJournaledAsTheOutputItsRouteAndAPresentation() throws {
        let app = try start(
            """
            lasso: 1
            root:
              navigation:
                root:
                  screen: counter.main
                  state: { limit: 1 }
                  on:
                    didReachLimit: { present: { screen: test.detail, state: { title: Limit } } }
            """)
        let sink = JournalMemorySink()
        app.startJournal(session: "test", sink: sink)
        (counters(in: app)[0].screenStore as? CounterStore)?.dispatchAction(.didTapIncrement)
        app.window.inputHandled()

        let output = try #require(entries("output", in: sink).first)
        #expect(output.contains(#""at":"stack[0]","module":"counter.main""#), "\(output)")
        #expect(
            output.contains(#""output":"didReachLimit","payload":{"count":1},"route":"present screen 'test.detail'""#))
        let navigation = try #require(entries("navigation", in: sink).last)
        #expect(
            navigation.contains(#""change":"present","added":[{"at":"stack[0]/presented","module":"test.detail"}]"#))
        app.journal?.end()
        #expect(sink.lines.last?.contains("\"kind\":\"end\"") == true)
        #expect(app.journal == nil)
    }
}

/// `counter` 1.1.0: the stand-in counter with a step.
enum CounterNextModule: ScreenModule {
    enum Action: Sendable, Equatable { case didTapIncrement }
    enum Output: Equatable, Codable, Sendable { case didReachLimit(count: Int) }
    struct State: Equatable, Codable, Sendable {
        var count = 0
        var limit = 10
        var title = "Counter"
        var step = 5
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterNextStore) -> Screen {
        Screen(store, TestScreenController(kind: "counter", title: store.state.title))
    }
}

final class CounterNextStore: LassoStore<CounterNextModule> {
    override func handleAction(_ action: CounterNextModule.Action) {
        update { $0.count = min($0.limit, $0.count + $0.step) }
        if state.count == state.limit { dispatchOutput(.didReachLimit(count: state.count)) }
    }
}

enum CounterNextPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "1.1.0"
    static let summary = "The stand-in counter, with a step"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterNextModule.self, as: "main", outputs: ["didReachLimit"])
    }
}

enum CounterGonePlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "2.0.0"
    static let summary = "The stand-in counter, renamed"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterNextModule.self, as: "other", outputs: ["didReachLimit"])
    }
}

/// `test` 1.1.0: the same modules (a new version of the test plugin).
enum TestNextPlugin: LassoPluginDefinition {
    static let name = "test"
    static let version = "1.1.0"
    static let summary = "The test plugin, again"

    static func register(in registrar: PluginRegistrar) throws {
        try TestPlugin.register(in: registrar)
    }
}

/// `test` 1.2.0: its wizard pushes its stack back after a reload.
enum TestRestoringPlugin: LassoPluginDefinition {
    static let name = "test"
    static let version = "1.2.0"
    static let summary = "The test plugin, restoring its wizard's stack"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(
            ListModule.self, as: "list", outputs: ["didSelect", "didFinish", "didClose", "didNext"])
        try registrar.registerScreen(DetailModule.self, as: "detail", outputs: ["didFinish", "didClose", "didNext"])
        try registrar.registerFlow(WizardFlowModule.self, as: "wizard", outputs: ["didFinish"]) {
            RestoringWizardFlow()
        }
        try registrar.registerFlow(
            IntroFlowModule.self, as: "intro", outputs: ["didFinish"], parameters: IntroParameters()
        ) {
            IntroFlow(parameters: $0)
        }
    }
}

/// The wizard, pushing a detail for each screen the old version had pushed.
final class RestoringWizardFlow: Flow<WizardFlowModule>, FlowStackRestoring {
    override func createInitialController() -> ViewController {
        ListModule.createScreen(with: ListModule.State(title: "Wizard")).controller
    }

    func restoreStack(_ screens: [FlowStackEntry]) {
        guard let context else { return }
        for _ in screens { DetailModule.createScreen().place(with: pushed(in: context)) }
    }
}

/// A journal's file as ``JournalFile`` keeps it for recovery: a checkpoint replaces what was
/// written before.
private final class JournalFileDouble: JournalSink {
    private let kept = Mutex<(lines: [String], checkpoints: Int, largest: Int)>(([], 0, 0))

    func write(_ lines: [String]) {
        kept.withLock { file in
            file.lines += lines
            file.largest = max(file.largest, Self.size(of: file.lines))
        }
    }

    func startAfresh(with lines: [String]) { kept.withLock { $0 = (lines, $0.checkpoints + 1, $0.largest) } }

    var lines: [String] { kept.withLock { $0.lines } }
    var checkpoints: Int { kept.withLock { $0.checkpoints } }
    /// The most bytes the file held, just before a checkpoint replaced it included.
    var largest: Int { kept.withLock { $0.largest } }

    /// A file's size: each line and its newline.
    private static func size(of lines: [String]) -> Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }
}
