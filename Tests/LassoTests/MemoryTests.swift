import Testing

@testable import Lasso

/// Weak references to a screen's controller and store.
@MainActor
struct ScreenProbe {
    let controller: Weak<ViewController>
    let store: Weak<CounterStore>

    init(_ screen: CounterScreenModule.Screen) {
        controller = Weak(screen.controller)
        store = Weak(screen.concreteStore)
    }

    var isReleased: Bool { controller.isReleased && store.isReleased }
    var isAlive: Bool { !controller.isReleased && !store.isReleased }
}

@MainActor
extension [ScreenProbe] {
    var allAlive: Bool { allSatisfy { $0.isAlive } }
    var allReleased: Bool { allSatisfy { $0.isReleased } }
}

/// Makes a counter screen with its view loaded and its bindings in place, and returns its
/// controller and a probe; the caller holds no store reference.
@MainActor
func makeBoundCounter(title: String = "Counter") -> (ViewController, ScreenProbe) {
    let screen = CounterScreenModule.createScreen().setUpController { $0.title = title }
    screen.controller.loadViewIfNeeded()
    return (screen.controller, ScreenProbe(screen))
}

@MainActor
@Suite("Memory")
struct MemoryTests {
    @Test func poppingReleasesTheControllerAndItsStore() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        let probe: ScreenProbe = {
            let (controller, probe) = makeBoundCounter()
            navigation.pushViewController(controller)
            return probe
        }()
        #expect(probe.isAlive)
        navigation.popViewController()
        #expect(probe.isReleased)
    }

    @Test func popToRootReleasesEveryPoppedController() {
        let window = Window()
        let navigation = NavigationController(rootViewController: titled("Root"))
        window.rootViewController = navigation
        let probes: [ScreenProbe] = (1...3).map { index in
            let (controller, probe) = makeBoundCounter(title: "\(index)")
            navigation.pushViewController(controller)
            return probe
        }
        #expect(probes.allAlive)
        navigation.popToRootViewController()
        #expect(probes.allReleased)
    }

    @Test func dismissingReleasesThePresentedChain() {
        let window = Window()
        let home = titled("Home")
        window.rootViewController = home
        let (first, second): (ScreenProbe, ScreenProbe) = {
            let (a, probeA) = makeBoundCounter(title: "A")
            let (b, probeB) = makeBoundCounter(title: "B")
            home.present(a)
            a.present(NavigationController(rootViewController: b))
            return (probeA, probeB)
        }()
        #expect(first.isAlive)
        #expect(second.isAlive)
        home.dismiss()
        #expect(first.isReleased)
        #expect(second.isReleased)
    }

    @Test func replacingTheWindowRootReleasesTheOldHierarchy() {
        let window = Window()
        let (rootProbe, presentedProbe, navigationProbe): (ScreenProbe, ScreenProbe, Weak<NavigationController>) = {
            let (root, rootProbe) = makeBoundCounter(title: "Root")
            let (modal, modalProbe) = makeBoundCounter(title: "Modal")
            let navigation = NavigationController(rootViewController: root)
            window.rootViewController = navigation
            root.present(modal)
            return (rootProbe, modalProbe, Weak(navigation))
        }()
        #expect(rootProbe.isAlive)
        window.rootViewController = titled("New root")
        #expect(rootProbe.isReleased)
        #expect(presentedProbe.isReleased)
        #expect(navigationProbe.isReleased)
    }

    @Test func replacingTabsReleasesTheRemovedTabs() {
        let window = Window()
        let tabs = TabBarController()
        window.rootViewController = tabs
        let probes: [ScreenProbe] = {
            let (a, probeA) = makeBoundCounter(title: "A")
            let (b, probeB) = makeBoundCounter(title: "B")
            tabs.viewControllers = [a, b]
            return [probeA, probeB]
        }()
        tabs.selectedIndex = 1
        #expect(probes.allAlive)
        tabs.viewControllers = [titled("C")]
        #expect(probes.allReleased)
    }

    @Test func poppingAFlowReleasesItsControllersStoresAndTheFlow() {
        let window = Window()
        let navigation = NavigationController(rootViewController: titled("Home"))
        window.rootViewController = navigation
        let weakFlow = Weak<CounterFlow>(nil)
        let weakInitial = Weak<ViewController>(nil)
        let weakStore = Weak<AnyObject>(nil)
        let weakPushed = Weak<ViewController>(nil)
        do {
            let flow = CounterFlow()
            flow.observeOutput { _ in }
            flow.start(with: pushed(in: navigation))
            weakFlow.object = flow
            weakInitial.object = flow.initialController
            weakStore.object = flow.initialController?.screenStore
            weakPushed.object = flow.pushNext(title: "Counter 2")
        }
        #expect(!weakFlow.isReleased)
        #expect(!weakStore.isReleased)
        navigation.popToRootViewController()
        #expect(weakPushed.isReleased)
        #expect(weakInitial.isReleased)
        #expect(weakStore.isReleased)
        #expect(weakFlow.isReleased)
    }

    @Test func dismissingAPresentedFlowReleasesTheFlow() {
        let window = Window()
        let home = titled("Home")
        window.rootViewController = home
        let weakFlow = Weak<CounterFlow>(nil)
        let weakNavigation = Weak<NavigationController>(nil)
        do {
            let flow = CounterFlow()
            flow.start(with: presented(on: home).withNavigationEmbedding())
            flow.pushNext(title: "Counter 2")
            weakFlow.object = flow
            weakNavigation.object = flow.context
        }
        #expect(!weakFlow.isReleased)
        weakFlow.object?.dismiss()
        #expect(weakFlow.isReleased)
        #expect(weakNavigation.isReleased)
    }

    @Test func aControllerWithBoundWidgetsIsReleased() {
        let weakController = Weak<CounterViewController>(nil)
        let weakStore = Weak<CounterStore>(nil)
        let weakLabel = Weak<Label>(nil)
        let weakField = Weak<TextField>(nil)
        do {
            let screen = CounterScreenModule.createScreen()
            let controller = screen.controller as! CounterViewController
            controller.loadViewIfNeeded()
            controller.incrementButton.tap()
            controller.nameField.userDidInsert("x")
            #expect(controller.countLabel.text == "Count: 1")
            weakController.object = controller
            weakStore.object = screen.concreteStore
            weakLabel.object = controller.countLabel
            weakField.object = controller.nameField
        }
        #expect(weakController.isReleased)
        #expect(weakStore.isReleased)
        #expect(weakLabel.isReleased)
        #expect(weakField.isReleased)
    }

    @Test func aWidgetBoundToALongLivedStoreIsReleased() {
        let store = CounterStore(with: .init())
        let weakLabel = Weak<Label>(nil)
        let weakButton = Weak<Button>(nil)
        do {
            let label = Label()
            let button = Button("+")
            label.bind(\.text, to: store, \.name)
            button.bind(to: store, action: .didTapIncrement)
            weakLabel.object = label
            weakButton.object = button
        }
        #expect(weakLabel.isReleased)
        #expect(weakButton.isReleased)
        store.dispatchAction(.didEditName("after release"))
        #expect(store.state.name == "after release")
    }

    @Test func replacingAControllerInTheHierarchyReleasesIt() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        let probe: ScreenProbe = {
            let (controller, probe) = makeBoundCounter()
            navigation.pushViewController(controller)
            return probe
        }()
        probe.controller.object?.replaceInHierarchy(with: titled("Replacement"))
        #expect(probe.isReleased)
    }
}
