import Testing

@testable import Lasso

/// A menu with no logic: its owner decides what each tap means.
enum MenuScreenModule: PassthroughScreenModule {
    enum Action: Sendable, Equatable {
        case didTapStart
        case didTapSettings
    }

    typealias Output = Action

    struct State: Equatable {
        var items = ["Start", "Settings"]
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: PassthroughStore<MenuScreenModule>) -> Screen {
        Screen(store, MenuViewController(store: store.asViewStore()))
    }
}

final class MenuViewController: ViewController, LassoView {
    let store: MenuScreenModule.ViewStore
    let startButton = Button("Start")
    let settingsButton = Button("Settings")

    init(store: MenuScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func viewDidLoad() {
        view = Stack([startButton, settingsButton])
        startButton.bind(to: store, action: .didTapStart)
        settingsButton.bind(to: store, action: .didTapSettings)
    }
}

@MainActor
@Suite("PassthroughStore")
struct PassthroughStoreTests {
    @Test func everyActionComesOutAsTheSameOutput() {
        let store = PassthroughStore<MenuScreenModule>(with: .init())
        var outputs: [MenuScreenModule.Output] = []
        store.observeOutput { outputs.append($0) }
        store.dispatchAction(.didTapSettings)
        store.dispatchAction(.didTapStart)
        #expect(outputs == [.didTapSettings, .didTapStart])
    }

    @Test func aPassthroughScreenForwardsItsButtonTapsToItsOwner() {
        var outputs: [MenuScreenModule.Output] = []
        var controller: MenuViewController?
        let screen = MenuScreenModule.createScreen()
            .observeOutput { outputs.append($0) }
            .captureController(as: &controller)
        #expect(screen.concreteStore.state.items == ["Start", "Settings"])
        controller?.loadViewIfNeeded()
        controller?.settingsButton.tap()
        controller?.startButton.tap()
        #expect(outputs == [.didTapSettings, .didTapStart])
    }

    @Test func aPassthroughStoreLeavesTheStateAlone() {
        let store = PassthroughStore<MenuScreenModule>(with: .init())
        var notifications = 0
        store.observeState { (_: MenuScreenModule.State) in notifications += 1 }
        store.dispatchAction(.didTapStart)
        #expect(notifications == 1)
        #expect(store.state == .init())
    }
}
