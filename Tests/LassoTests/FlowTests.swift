import Testing

@testable import Lasso

@MainActor
@Suite("Flow")
struct FlowTests {
    // MARK: - Starting

    @Test func startPlacesTheInitialControllerAndSetsTheContext() {
        let window = Window()
        let navigation = NavigationController(rootViewController: titled("Home"))
        window.rootViewController = navigation
        let flow = CounterFlow()
        #expect(flow.context == nil)
        #expect(flow.initialController == nil)

        flow.start(with: pushed(in: navigation))
        #expect(flow.context === navigation)
        #expect(flow.initialController === navigation.topViewController)
        #expect(flow.initialController?.title == "Counter 1")
        #expect(flow.initialController?.isVisible == true)
        #expect(flow.createdControllers == 1)
    }

    @Test func aSecondStartIsRefused() {
        let navigation = NavigationController(rootViewController: titled("Home"))
        let flow = CounterFlow()
        flow.start(with: pushed(in: navigation))
        let reports = LassoDiagnostics.capturingReports {
            flow.start(with: pushed(in: navigation))
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message == "CounterFlow was already started; create a new flow instead")
        #expect(flow.createdControllers == 1)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func aFlowOfPlainControllersStartsWithAnErasedPlacer() {
        let navigation = NavigationController(rootViewController: titled("Home"))
        let flow = ModalFlow(initialTitle: "Plain")
        flow.start(with: pushed(in: navigation).erasingContext())
        #expect(flow.context === navigation)
        #expect(navigation.topViewController?.title == "Plain")
    }

    @Test func aFlowStartedWithARefusedPlacementHasNoContext() {
        let presenter = titled("Presenter")
        presenter.present(titled("Busy"))
        let flow = ModalFlow()
        let reports = LassoDiagnostics.capturingReports {
            flow.start(with: presented(on: presenter))
        }
        #expect(reports.count == 1)
        #expect(flow.context == nil)
    }

    // MARK: - Ownership

    @Test func theInitialControllerOwnsTheFlow() {
        let navigation = NavigationController(rootViewController: titled("Home"))
        let weakFlow = Weak<CounterFlow>(nil)
        do {
            let flow = CounterFlow()
            weakFlow.object = flow
            flow.start(with: pushed(in: navigation))
        }
        #expect(!weakFlow.isReleased, "the initial controller keeps its flow alive")
        navigation.popViewController()
        #expect(weakFlow.isReleased)
    }

    @Test func contextAndInitialControllerAreWeak() {
        let flow = CounterFlow()
        do {
            let navigation = NavigationController(rootViewController: titled("Home"))
            flow.start(with: pushed(in: navigation))
            #expect(flow.context === navigation)
            #expect(flow.initialController != nil)
        }
        #expect(flow.context == nil)
        #expect(flow.initialController == nil)
        #expect(flow.nextPresentedInFlow == nil)
    }

    // MARK: - Outputs

    @Test func outputsReachObserversInOrder() {
        let flow = CounterFlow()
        var received: [String] = []
        flow.observeOutput { received.append("first \($0)") }
            .observeOutput { received.append("second \($0)") }
        flow.dispatchOutput(.didFinish(count: 2))
        #expect(received == ["first didFinish(count: 2)", "second didFinish(count: 2)"])
    }

    @Test func aScreenOutputBecomesAFlowOutput() throws {
        let navigation = NavigationController()
        var counts: [Int] = []
        let flow = CounterFlow()
            .observeOutput(
                { counts.append($0) },
                mapping: { output in
                    switch output {
                    case .didFinish(let count): count
                    }
                })
        flow.start(with: root(of: navigation))
        let counter = try #require(flow.initialController as? CounterViewController)
        counter.loadViewIfNeeded()
        counter.incrementButton.tap()
        counter.incrementButton.tap()
        counter.finishButton.tap()
        #expect(counts == [2])
    }

    // MARK: - Navigation

    @Test func nextPresentedInFlowPresentsOverTheLastPresentedController() {
        let window = Window()
        let flow = ModalFlow(initialTitle: "Start")
        #expect(flow.nextPresentedInFlow == nil)
        flow.start(with: root(of: window))
        let first = titled("First modal")
        let second = titled("Second modal")
        flow.nextPresentedInFlow?.place(first)
        flow.nextPresentedInFlow?.place(second)
        #expect(flow.initialController?.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(second.isVisible)
        #expect(window.topViewController === second)
    }

    @Test func nextPresentedInFlowShowsAbovePushedScreens() {
        let window = Window()
        let navigation = NavigationController(rootViewController: titled("Home"))
        window.rootViewController = navigation
        let flow = CounterFlow()
        flow.start(with: pushed(in: navigation))
        flow.pushNext(title: "Counter 2")
        let modal = titled("Modal")
        flow.nextPresentedInFlow?.place(modal)
        #expect(modal.isVisible, "presented over the flow's navigation controller, not the hidden initial controller")
        #expect(window.topViewController === modal)
        #expect(navigation.presentedViewController === modal)
    }

    @Test func unwindPopsToTheInitialControllerAndDismissesWhatItPresented() {
        let window = Window()
        let home = titled("Home")
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        let flow = CounterFlow()
        flow.start(with: pushed(in: navigation))
        let presentedScreen = titled("Modal")
        flow.nextPresentedInFlow?.place(presentedScreen)
        flow.pushNext(title: "Counter 2")
        flow.pushNext(title: "Counter 3")
        #expect(navigation.viewControllers.count == 4)

        #expect(presentedScreen.presentingViewController === navigation)

        flow.unwind()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === flow.initialController)
        #expect(flow.initialController?.presentedViewController == nil)
        #expect(presentedScreen.presentingViewController == nil)
        #expect(flow.initialController?.isVisible == true)
    }

    @Test func unwindAtTheInitialControllerChangesNothing() {
        let navigation = NavigationController(rootViewController: titled("Home"))
        let flow = CounterFlow()
        flow.start(with: pushed(in: navigation))
        let reports = LassoDiagnostics.capturingReports { flow.unwind() }
        #expect(reports.isEmpty)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func dismissingAPresentedFlowDismissesIt() {
        let window = Window()
        let home = titled("Home")
        window.rootViewController = home
        let flow = ModalFlow()
        flow.start(with: presented(on: home))
        flow.nextPresentedInFlow?.place(titled("Over the flow"))
        #expect(home.presentedViewController === flow.initialController)

        flow.dismiss()
        #expect(home.presentedViewController == nil)
        #expect(home.isVisible)
    }

    @Test func dismissingAFlowPresentedInANavigationControllerDismissesTheNavigationController() {
        let window = Window()
        let home = titled("Home")
        window.rootViewController = home
        let flow = CounterFlow()
        flow.start(with: presented(on: home).withNavigationEmbedding())
        flow.pushNext(title: "Counter 2")
        #expect(home.presentedViewController === flow.context)

        flow.dismiss()
        #expect(home.presentedViewController == nil)
    }

    @Test func dismissingAPushedFlowPopsItWithEverythingAboveIt() {
        let window = Window()
        let home = titled("Home")
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        let flow = CounterFlow()
        flow.start(with: pushed(in: navigation))
        flow.pushNext(title: "Counter 2")
        flow.pushNext(title: "Counter 3")

        flow.dismiss()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === home)
        #expect(home.isVisible)
    }

    @Test func dismissingAFlowPushedInsideAPresentedNavigationControllerOnlyPopsIt() {
        let window = Window()
        let home = titled("Home")
        window.rootViewController = home
        let modalRoot = titled("Modal root")
        let navigation = NavigationController(rootViewController: modalRoot)
        home.present(navigation)
        let flow = CounterFlow()
        flow.start(with: pushed(in: navigation))
        flow.pushNext(title: "Counter 2")

        flow.dismiss()
        #expect(home.presentedViewController === navigation, "the navigation controller stays presented")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === modalRoot)
        #expect(modalRoot.isVisible)
    }

    @Test func dismissingAFlowThatIsNeitherPresentedNorPushedIsRefused() {
        let window = Window()
        let flow = ModalFlow()
        flow.start(with: root(of: window))
        let reports = LassoDiagnostics.capturingReports { flow.dismiss() }
        #expect(reports.count == 1)
        #expect(window.rootViewController === flow.initialController)
    }
}
