import Testing

@testable import Lasso

@MainActor
@Suite("Screens and ScreenModule")
struct ScreenTests {
    @Test func createScreenUsesTheDefaultInitialState() {
        let screen = CounterScreenModule.createScreen()
        #expect(screen.store.state == CounterScreenModule.defaultInitialState)
        #expect(screen.concreteStore.state == .init())
        #expect(isSameObject(screen.store.underlyingStore, screen.concreteStore))
        #expect(screen.controller is CounterViewController)
        #expect(isSameObject(screen.controller.screenStore, screen.concreteStore))
    }

    @Test func createScreenWithAnInitialStateAndConfigure() {
        var configuredBeforeBuilding = false
        let screen = CounterScreenModule.createScreen(with: .init(count: 5, name: "five")) { store in
            store.service = "injected"
            configuredBeforeBuilding = store.state.count == 5
        }
        #expect(configuredBeforeBuilding)
        #expect(screen.concreteStore.service == "injected")
        #expect(screen.store.state == .init(count: 5, name: "five"))
    }

    @Test func aScreenFactoryConfiguresEachStoreAndStartsFromTheStateAskedFor() {
        var configured: [Int] = []
        let factory = CounterScreenModule.screenFactory { store in configured.append(store.state.count) }
        let first = factory.createScreen()
        let second = factory.createScreen(with: .init(count: 4, name: "four"))
        #expect(configured == [0, 4])
        #expect(first.store.state == CounterScreenModule.defaultInitialState)
        #expect(second.store.state == .init(count: 4, name: "four"))
        #expect(second.controller is CounterViewController)
        #expect(!isSameObject(first.concreteStore, second.concreteStore))
    }

    @Test func aScreenFactoryCanBuildScreensItsOwnWay() {
        var asked: [CounterScreenModule.State?] = []
        let factory = CounterScreenModule.ScreenFactory { state in
            asked.append(state)
            return CounterScreenModule.createScreen(with: CounterStore(with: .init(count: 42)))
        }
        #expect(factory.createScreen().store.state.count == 42)
        #expect(factory.createScreen(with: .init(count: 1)).store.state.count == 42)
        #expect(asked == [nil, .init(count: 1)])
        let inferred: CounterScreenModule.ScreenFactory = screenFactory { $0.service = "inferred" }
        #expect(inferred.createScreen().concreteStore.service == "inferred")
    }

    @Test func createScreenWithAStoreUsesThatStore() {
        let store = CounterStore(with: .init(count: 9))
        let screen = CounterScreenModule.createScreen(with: store)
        #expect(isSameObject(screen.concreteStore, store))
        #expect(screen.store.state.count == 9)
    }

    @Test func observeOutputReceivesTheScreensOutputs() {
        var outputs: [CounterScreenModule.Output] = []
        let screen = CounterScreenModule.createScreen()
            .observeOutput { outputs.append($0) }
        screen.store.dispatchAction(.didTapIncrement)
        screen.store.dispatchAction(.didTapFinish)
        #expect(outputs == [.didFinish(count: 1)])
    }

    @Test func observeOutputWithMappingMapsEachOutput() {
        var mapped: [String] = []
        let screen = CounterScreenModule.createScreen()
            .observeOutput(
                { mapped.append($0) },
                mapping: { output in
                    switch output {
                    case .didFinish(let count): "finished at \(count)"
                    }
                })
        screen.store.dispatchAction(.didTapFinish)
        #expect(mapped == ["finished at 0"])
    }

    @Test func chainingPlacesSetsUpAndCaptures() {
        let window = Window()
        var controller: CounterViewController?
        var store: CounterScreenModule.Store?
        var wrongType: NavigationController?
        let screen = CounterScreenModule.createScreen()
            .setUpController { $0.title = "Counter" }
            .captureController(as: &controller)
            .captureController(as: &wrongType)
            .captureStore(as: &store)
            .place(with: root(of: window))
        #expect(window.rootViewController === screen.controller)
        #expect(controller === screen.controller)
        #expect(wrongType == nil, "captureController only captures a controller of the asked type")
        #expect(isSameObject(store?.underlyingStore, screen.concreteStore))
        #expect(screen.controller.title == "Counter")
        #expect(screen.controller.isVisible)
    }

    @Test func theControllerShowsTheStoreAndSendsItActions() throws {
        var controller: CounterViewController?
        let screen = CounterScreenModule.createScreen(with: .init(count: 2)).captureController(as: &controller)
        let view = try #require(controller)
        view.loadViewIfNeeded()
        #expect(view.countLabel.text == "Count: 2")
        view.incrementButton.tap()
        #expect(screen.store.state.count == 3)
        #expect(view.countLabel.text == "Count: 3")
        view.nameField.userDidInsert("Ada")
        #expect(screen.store.state.name == "Ada")
    }

    @Test func theControllerKeepsTheStoreAlive() {
        let weakStore = Weak<CounterStore>(nil)
        let controller: ViewController = {
            let screen = CounterScreenModule.createScreen()
            weakStore.object = screen.concreteStore
            return screen.controller
        }()
        #expect(!weakStore.isReleased)
        #expect(isSameObject(controller.screenStore, weakStore.object))
    }

    @Test func releasingTheControllerReleasesTheStore() {
        let weakStore = Weak<CounterStore>(nil)
        let weakController = Weak<ViewController>(nil)
        do {
            let screen = CounterScreenModule.createScreen()
            weakStore.object = screen.concreteStore
            weakController.object = screen.controller
            screen.controller.loadViewIfNeeded()
        }
        #expect(weakController.isReleased)
        #expect(weakStore.isReleased)
    }
}
