// Fixture: a screen whose buttons fault the way a broken plugin's action might — "Trap" unwraps
// a nil (a Swift runtime trap), "Exit" calls exit(3), "Spin" never returns — beside a note the
// user types, for the end-to-end tests of `run`'s supervisor
// (Tests/LassoShellTests/SupervisorEndToEndTests.swift).
import Foundation
import Lasso
import LassoPlugin

enum FaultingScreenModule: ScreenModule {
    enum Action: Sendable, Equatable {
        case didUpdateNote(String)
        case didTapTrap
        case didTapExit
        case didTapSpin
    }

    struct State: Equatable, Codable, Sendable {
        var note = ""
        var missing: Int?
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: FaultingStore) -> Screen {
        Screen(store, FaultingViewController(store: store.asViewStore()))
    }
}

final class FaultingStore: LassoStore<FaultingScreenModule> {
    override func handleAction(_ action: Action) {
        switch action {
        case .didUpdateNote(let note):
            update { $0.note = note }
        case .didTapTrap:
            update { $0.note += " (trapping)" }
            let missing = state.missing!
            update { $0.note += " \(missing)" }
        case .didTapExit:
            exit(3)
        case .didTapSpin:
            while state.missing == nil { usleep(1_000) }
        }
    }
}

final class FaultingViewController: ViewController, LassoView {
    let store: FaultingScreenModule.ViewStore

    init(store: FaultingScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        let note = TextField(placeholder: "Note")
        note.identifier = "note"
        note.bind(\.text, to: store, \.note)
        note.bindTextDidChange(to: store) { .didUpdateNote($0) }
        let shown = Label()
        shown.bind(\.text, to: store, \.note) { "Noted: \($0)" }
        let trap = Button("Trap")
        trap.bind(to: store, action: .didTapTrap)
        let exit = Button("Exit")
        exit.bind(to: store, action: .didTapExit)
        let spin = Button("Spin")
        spin.bind(to: store, action: .didTapSpin)
        view = Stack(spacing: 1, [note, shown, trap, exit, spin])
    }
}

enum FaultingPlugin: LassoPluginDefinition {
    static let name = "faulty"
    static let version = "1.0.0"
    static let summary = "Actions that trap, exit and never return (a test fixture)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(FaultingScreenModule.self, as: "main")
    }
}

@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(FaultingPlugin.self)
}
