import LassoPlugin
import LassoPluginHost

/// The text of each file of a Swift plugin package (see ``PluginScaffold``).
enum SwiftPluginTemplates {
    static func package(_ scaffold: PluginScaffold) -> String {
        let plugin = "\(scaffold.typePrefix)Plugin"
        return """
            // swift-tools-version:6.0
            //
            // The "\(scaffold.name)" plugin for Lasso for Linux, made by `lasso-shell plugins new` for
            // runtime \(RuntimeRelease.version). It builds against the Lasso SDK installed in `lassoSDK`
            // (`make install PREFIX=…` in the Lasso checkout; set LASSO_SDK to use another), with the
            // Swift compiler that built that SDK (\(RuntimeRelease.compiler)); it never builds the runtime itself.
            import PackageDescription

            let lassoSDK = Context.environment["LASSO_SDK"] ?? "\(scaffold.sdk)"

            /// Compiles against the SDK's modules (Lasso, LassoPlugin, LassoTestUtilities, and
            /// LassoXCTest for tests written as Lasso's XCTest test cases).
            let lassoSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", "\\(lassoSDK)/lib/swift/lasso"])]

            /// Links the SDK's libraries (the shell that loads the plugin has the same runtime loaded).
            func lassoLinkerSettings(_ libraries: [String]) -> [LinkerSetting] {
                [.unsafeFlags(["-L", "\\(lassoSDK)/lib", "-Xlinker", "-rpath", "-Xlinker", "\\(lassoSDK)/lib"])]
                    + libraries.map { .linkedLibrary($0) }
            }

            let package = Package(
                name: "\(scaffold.name)-plugin",
                products: [.library(name: "\(plugin)", type: .dynamic, targets: ["\(plugin)"])],
                targets: [
                    .target(
                        name: "\(plugin)",
                        swiftSettings: lassoSwiftSettings,
                        linkerSettings: lassoLinkerSettings(["LassoRuntime"])
                    ),
                    .testTarget(
                        name: "\(plugin)Tests",
                        dependencies: ["\(plugin)"],
                        swiftSettings: lassoSwiftSettings,
                        linkerSettings: lassoLinkerSettings(["LassoRuntime", "LassoTestUtilities", "LassoXCTest"])
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    static func readme(_ scaffold: PluginScaffold) -> String {
        """
        # The \(scaffold.name) plugin

        A feature plugin for Lasso for Linux: one screen (`\(scaffold.typePrefix)ScreenModule`, its store and
        view controller) and a flow around it (`\(scaffold.typePrefix)Flow`), registered as `\(scaffold.name).main` and
        `\(scaffold.name).flow`.

        ```
        swift build                                  # builds .build/debug/lib\(scaffold.typePrefix)Plugin.so
        swift test                                   # the store's tests
        \(scaffold.sdk)/bin/lasso-shell run \(scaffold.name).yaml   # runs it (q quits, ? shows the keys)
        ```

        It builds against the Lasso SDK in `\(scaffold.sdk)` (set `LASSO_SDK` to use another), and
        must be built by the Swift compiler that built the SDK (`lasso-shell --version` names it). A
        plugin built against runtime 1.x runs on every runtime 1.y with y ≥ x.

        Edit the screen in `Sources/\(scaffold.typePrefix)Plugin/`, and its tests in
        `Tests/\(scaffold.typePrefix)PluginTests/`. `lasso-shell run \(scaffold.name).yaml --watch --watch-sources`
        rebuilds the plugin each time you save one of its sources and reloads it, keeping what is on
        the screen (a build error shows in the app; Ctrl-G shows it whole); `--watch` alone reloads
        it each time `swift build` replaces it. The Lasso guide
        "Writing a plugin" (docs/writing-a-plugin.md in the Lasso checkout) covers the rest.

        Tests written as Lasso's XCTest test cases (`import LassoXCTest`: `LassoStoreTestCase`,
        `FlowTestCase`) also need the SDK's modules on the command line, as SwiftPM does not pass
        the test target's flags to the module it generates to list XCTest tests:

        ```
        swift test -Xswiftc -I -Xswiftc \(scaffold.sdk)/lib/swift/lasso
        ```

        """
    }

    static func definition(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import LassoPlugin

            /// The plugin: its name, version, and what it registers.
            enum \(prefix)Plugin: LassoPluginDefinition {
                static let name = "\(scaffold.name)"
                static let version = "1.0.0"
                static let summary = "\(scaffold.name): notes you add to a list"

                static func register(in registrar: PluginRegistrar) throws {
                    try registrar.registerScreen(\(prefix)ScreenModule.self, as: "main")
                    try registrar.registerFlow(\(prefix)FlowModule.self, as: "flow") {
                        \(prefix)Flow()
                    }
                }
            }

            /// The plugin's one exported symbol: the host reads the descriptor before anything else.
            @_cdecl("lasso_plugin_describe")
            public func lassoPluginDescribe() -> UnsafeRawPointer {
                describePlugin(\(prefix)Plugin.self)
            }

            """
    }

    static func screenModule(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import Lasso

            /// A list of notes and a field to write the next one. The module only declares types.
            enum \(prefix)ScreenModule: ScreenModule {
                enum Action: Sendable, Equatable {
                    /// The text in the field changed.
                    case didUpdateDraft(String)
                    /// The user tapped "Add".
                    case didTapAdd
                    /// The user tapped "Clear".
                    case didTapClear
                }

                /// `Codable`, so configs can set it and live reload keeps it.
                struct State: Equatable, Codable, Sendable {
                    var draft = ""
                    var notes: [String] = []
                }

                enum Output: Equatable, Codable, Sendable {
                    /// A note was added; `count` notes are listed now.
                    case didAddNote(count: Int)
                }

                static var defaultInitialState: State { State() }

                static func createScreen(with store: \(prefix)Store) -> Screen {
                    Screen(store, \(prefix)ViewController(store: store.asViewStore()))
                }
            }

            """
    }

    static func store(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import Lasso

            /// The screen's logic: every change of state is an `update`, every event for the owner an output.
            final class \(prefix)Store: LassoStore<\(prefix)ScreenModule> {
                override func handleAction(_ action: Action) {
                    switch action {
                    case let .didUpdateDraft(text):
                        update { $0.draft = text }
                    case .didTapAdd:
                        let note = state.draft
                        guard !note.allSatisfy(\\.isWhitespace) else { return }
                        update {
                            $0.notes.append(note)
                            $0.draft = ""
                        }
                        dispatchOutput(.didAddNote(count: state.notes.count))
                    case .didTapClear:
                        update { $0.notes = [] }
                    }
                }
            }

            """
    }

    static func viewController(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import Lasso

            /// Shows the state with the runtime's widgets and sends the user's actions to the store.
            final class \(prefix)ViewController: ViewController, LassoView {
                let store: \(prefix)ScreenModule.ViewStore

                init(store: \(prefix)ScreenModule.ViewStore) {
                    self.store = store
                    super.init()
                }

                override func viewDidLoad() {
                    title = "\(prefix)"
                    let draft = TextField(placeholder: "A new note")
                    draft.identifier = "draft"
                    draft.bind(\\.text, to: store, \\.draft)
                    draft.bindTextDidChange(to: store) { .didUpdateDraft($0) }
                    draft.bindSubmit(to: store, action: .didTapAdd)
                    let add = Button("Add")
                    add.bind(to: store, action: .didTapAdd)
                    let clear = Button("Clear")
                    clear.bind(to: store, action: .didTapClear)
                    let notes = List()
                    notes.bind(\\.rows, to: store, \\.notes) { $0.map { List.Row($0) } }
                    let count = Label(style: .caption)
                    count.bind(\\.text, to: store, \\.notes) { $0.count == 1 ? "1 note" : "\\($0.count) notes" }
                    let meter = \(prefix)NotesMeter()
                    meter.bind(\\.count, to: store, \\.notes) { $0.count }
                    view = Stack(spacing: 1, [
                        draft,
                        Stack(axis: .horizontal, spacing: 2, [add, clear]),
                        Stack(axis: .horizontal, spacing: 2, [count, meter]),
                        notes,
                    ])
                }
            }

            """
    }

    static func notesMeter(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import Lasso

            /// A widget of the plugin's own (docs/widgets.md in the Lasso checkout): one block per
            /// note, up to ten, drawn on a canvas. Give it keys with `keyCommands` and clicks with
            /// `didClick(atColumn:row:)`, as any widget can.
            final class \(prefix)NotesMeter: Widget {
                var count = 0 { didSet { if count != oldValue { setNeedsDisplay() } } }

                override var primitive: WidgetPrimitive {
                    let filled = min(count, 10)
                    return .canvas(
                        CanvasContent(width: 10, height: 1) { canvas in
                            for cell in 0..<10 {
                                let isFilled = cell < filled
                                canvas.put(isFilled ? "█" : "░", x: cell, y: 0, role: isFilled ? .accent : .border)
                            }
                        })
                }
            }

            """
    }

    static func flow(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import Lasso

            /// The flow's types: what it tells its owner, and where it can be placed.
            enum \(prefix)FlowModule: NavigationFlowModule {
                enum Output: Equatable, Codable, Sendable {
                    case didAddNote(count: Int)
                }

                typealias RequiredContext = NavigationController
            }

            /// Starts with the \(scaffold.name) screen in a navigation controller. Push the next screens from
            /// here (`.place(with: pushed(in: context))`) as the feature grows.
            final class \(prefix)Flow: Flow<\(prefix)FlowModule> {
                override func createInitialController() -> ViewController {
                    \(prefix)ScreenModule.createScreen()
                        .observeOutput { [weak self] output in
                            switch output {
                            case let .didAddNote(count): self?.dispatchOutput(.didAddNote(count: count))
                            }
                        }
                        .controller
                }
            }

            """
    }

    static func storeTests(_ scaffold: PluginScaffold) -> String {
        let prefix = scaffold.typePrefix
        return """
            import Lasso
            import LassoTestUtilities
            import Testing
            @testable import \(prefix)Plugin

            /// The store, without any view: given a state, when actions arrive, then this happens.
            @MainActor
            @Suite struct \(prefix)StoreTests {
                let test = StoreTest<\(prefix)Store>()

                @Test func addingANoteListsItClearsTheDraftAndTellsTheOwner() async {
                    await test
                        .given(.init(draft: "Buy milk", notes: []))
                        .when(.didTapAdd)
                        .then(.state(.init(draft: "", notes: ["Buy milk"])), .outputs([.didAddNote(count: 1)]))
                }

                @Test func aBlankDraftAddsNothing() async {
                    await test
                        .given(.init(draft: "   ", notes: ["Call Ann"]))
                        .when(.didTapAdd)
                        .then(.state(.init(draft: "   ", notes: ["Call Ann"])), .outputs([]))
                }

                @Test func typingThenClearing() async {
                    await test
                        .given(.init())
                        .when(.didUpdateDraft("Water plants"), .didTapAdd, .didTapClear)
                        .then(.state(.init(draft: "", notes: [])), .outputs([.didAddNote(count: 1)]))
                }
            }

            """
    }
}
