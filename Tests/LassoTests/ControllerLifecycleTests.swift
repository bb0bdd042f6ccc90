import Testing

@testable import Lasso

@MainActor
@Suite("Controller lifecycle")
struct ControllerLifecycleTests {
    let log = EventLog()

    func controller(_ name: String) -> LoggingController {
        LoggingController(name, log: log)
    }

    // MARK: - Window

    @Test func settingTheWindowRootLoadsThenShowsIt() {
        let window = Window()
        let a = controller("A")
        window.rootViewController = a
        #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
        #expect(a.appearanceState == .appeared)
        #expect(a.isVisible)
    }

    @Test func replacingTheWindowRootSwapsAppearanceInUIKitOrder() {
        let window = Window()
        let a = controller("A")
        let b = controller("B")
        window.rootViewController = a
        log.take()
        window.rootViewController = b
        #expect(log.take() == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(!a.isVisible)
        #expect(b.isVisible)

        window.rootViewController = a
        #expect(
            log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"], "viewDidLoad runs once")
    }

    @Test func settingTheSameRootAgainDoesNothing() {
        let window = Window()
        let a = controller("A")
        window.rootViewController = a
        log.take()
        window.rootViewController = a
        #expect(log.take().isEmpty)
    }

    @Test func clearingTheWindowRootMakesItDisappear() {
        let window = Window()
        window.rootViewController = controller("A")
        log.take()
        window.rootViewController = nil
        #expect(log.take() == ["A.willDisappear", "A.didDisappear"])
    }

    @Test func aContainerRootShowsOnlyItsVisibleChild() {
        let window = Window()
        let navigation = NavigationController(rootViewController: controller("A"))
        navigation.pushViewController(controller("B"))
        #expect(log.take().isEmpty, "nothing is on screen yet")
        window.rootViewController = navigation
        #expect(log.take() == ["B.didLoad", "B.willAppear", "B.didAppear"])
    }

    // MARK: - Navigation

    @Test func pushHidesTheOldTopAndShowsTheNewOne() {
        let window = Window()
        let navigation = NavigationController(rootViewController: controller("A"))
        window.rootViewController = navigation
        #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
        navigation.pushViewController(controller("B"))
        #expect(log.take() == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(navigation.isVisible)
    }

    @Test func popHidesTheTopAndShowsTheOneBelow() {
        let window = Window()
        let a = controller("A")
        let b = controller("B")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        navigation.pushViewController(b)
        log.take()
        let popped = navigation.popViewController()
        #expect(popped === b)
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(b.parent == nil)
    }

    @Test func popingTheRootIsIgnored() {
        let window = Window()
        let navigation = NavigationController(rootViewController: controller("A"))
        window.rootViewController = navigation
        log.take()
        #expect(navigation.popViewController() == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(log.take().isEmpty)
    }

    @Test func popToRootSkipsTheControllersInBetween() {
        let window = Window()
        let a = controller("A")
        let b = controller("B")
        let c = controller("C")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        navigation.pushViewController(b)
        navigation.pushViewController(c)
        log.take()
        let popped = navigation.popToRootViewController()
        #expect(popped.count == 2)
        #expect(popped.first === b)
        #expect(popped.last === c)
        #expect(log.take() == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func popToAControllerInTheStack() {
        let window = Window()
        let a = controller("A")
        let b = controller("B")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        navigation.pushViewController(b)
        navigation.pushViewController(controller("C"))
        navigation.pushViewController(controller("D"))
        log.take()
        let popped = navigation.popToViewController(b)
        #expect(popped?.count == 2)
        #expect(navigation.topViewController === b)
        #expect(log.take() == ["D.willDisappear", "B.willAppear", "D.didDisappear", "B.didAppear"])
    }

    @Test func setViewControllersShowsOnlyTheNewTop() {
        let window = Window()
        let navigation = NavigationController(rootViewController: controller("A"))
        window.rootViewController = navigation
        navigation.pushViewController(controller("B"))
        log.take()
        let d = controller("D")
        navigation.setViewControllers([d, controller("E")])
        #expect(log.take() == ["E.didLoad", "B.willDisappear", "E.willAppear", "B.didDisappear", "E.didAppear"])
        #expect(!d.isViewLoaded, "a controller below the top is not loaded")
    }

    @Test func setViewControllersKeepingTheTopSendsNothing() {
        let window = Window()
        let a = controller("A")
        let b = controller("B")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        navigation.pushViewController(b)
        log.take()
        navigation.setViewControllers([controller("X"), b])
        #expect(log.take().isEmpty)
        #expect(a.parent == nil)
        #expect(b.parent === navigation)
    }

    // MARK: - Presentation

    @Test func presentShowsThePresentedControllerOverAVisiblePresenter() {
        let window = Window()
        let a = controller("A")
        window.rootViewController = a
        log.take()
        a.present(controller("P"))
        #expect(log.take() == ["P.didLoad", "P.willAppear", "P.didAppear"], "the presenter stays visible behind it")
        #expect(a.isVisible)
    }

    @Test func dismissHidesThePresentedController() {
        let window = Window()
        let a = controller("A")
        let p = controller("P")
        window.rootViewController = a
        a.present(p)
        log.take()
        a.dismiss()
        #expect(log.take() == ["P.willDisappear", "P.didDisappear"])
        #expect(a.presentedViewController == nil)
        #expect(p.presentingViewController == nil)
    }

    @Test func dismissFromThePresentedControllerDismissesIt() {
        let window = Window()
        let a = controller("A")
        let p = controller("P")
        window.rootViewController = a
        a.present(p)
        log.take()
        p.dismiss()
        #expect(log.take() == ["P.willDisappear", "P.didDisappear"])
        #expect(a.presentedViewController == nil)
    }

    @Test func dismissingAChainHidesEveryControllerInIt() {
        let window = Window()
        let a = controller("A")
        let p = controller("P")
        let q = controller("Q")
        window.rootViewController = a
        a.present(p)
        p.present(q)
        log.take()
        a.dismiss()
        #expect(log.take() == ["P.willDisappear", "Q.willDisappear", "P.didDisappear", "Q.didDisappear"])
        #expect(a.presentedViewController == nil)
        #expect(!q.isVisible)
    }

    @Test func dismissOnAMiddlePresenterDismissesOnlyWhatItPresents() {
        let window = Window()
        let a = controller("A")
        let p = controller("P")
        let q = controller("Q")
        window.rootViewController = a
        a.present(p)
        p.present(q)
        log.take()
        p.dismiss()
        #expect(log.take() == ["Q.willDisappear", "Q.didDisappear"])
        #expect(a.presentedViewController === p)
        #expect(p.isVisible)
    }

    @Test func dismissFromInsideAPresentedNavigationControllerDismissesIt() {
        let window = Window()
        let a = controller("A")
        let b = controller("B")
        window.rootViewController = a
        let navigation = NavigationController(rootViewController: b)
        a.present(navigation)
        log.take()
        b.dismiss()
        #expect(log.take() == ["B.willDisappear", "B.didDisappear"])
        #expect(a.presentedViewController == nil)
    }

    @Test func replacingTheRootHidesWhatItPresents() {
        let window = Window()
        let a = controller("A")
        window.rootViewController = a
        a.present(controller("P"))
        log.take()
        window.rootViewController = controller("B")
        #expect(
            log.take() == [
                "B.didLoad", "A.willDisappear", "P.willDisappear", "B.willAppear",
                "A.didDisappear", "P.didDisappear", "B.didAppear",
            ])
    }

    // MARK: - Tabs

    @Test func aTabBarRootShowsOnlyTheSelectedTab() {
        let window = Window()
        let tabs = TabBarController(viewControllers: [controller("A"), controller("B")])
        window.rootViewController = tabs
        #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
    }

    @Test func switchingTabsSwapsAppearance() {
        let window = Window()
        let tabs = TabBarController(viewControllers: [controller("A"), controller("B")])
        window.rootViewController = tabs
        log.take()
        tabs.selectedIndex = 1
        #expect(log.take() == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        tabs.selectedIndex = 1
        #expect(log.take().isEmpty, "selecting the shown tab does nothing")
        tabs.selectedIndex = 0
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerWhenItStays() {
        let window = Window()
        let b = controller("B")
        let tabs = TabBarController(viewControllers: [controller("A"), b])
        window.rootViewController = tabs
        tabs.selectedIndex = 1
        log.take()
        tabs.viewControllers = [b, controller("C")]
        #expect(log.take().isEmpty)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === b)
    }

    @Test func replacingTheSelectedTabShowsItsReplacement() {
        let window = Window()
        let a = controller("A")
        let tabs = TabBarController(viewControllers: [a, controller("B")])
        window.rootViewController = tabs
        tabs.selectedIndex = 1
        log.take()
        tabs.viewControllers = [a, controller("D")]
        #expect(log.take() == ["D.didLoad", "B.willDisappear", "D.willAppear", "B.didDisappear", "D.didAppear"])
        tabs.viewControllers = [controller("E")]
        #expect(tabs.selectedIndex == 0)
        #expect(log.take() == ["E.didLoad", "D.willDisappear", "E.willAppear", "D.didDisappear", "E.didAppear"])
    }

    // MARK: - Off screen

    @Test func controllersNotOnScreenGetNoCallbacks() {
        let a = controller("A")
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(controller("B"))
        navigation.popViewController()
        a.present(controller("P"))
        a.dismiss()
        let tabs = TabBarController(viewControllers: [controller("T1"), controller("T2")])
        tabs.selectedIndex = 1
        tabs.viewControllers = [controller("T3")]
        #expect(log.take().isEmpty)
        #expect(!a.isViewLoaded)
    }

    @Test func aNavigationControllerInAHiddenTabGetsNoCallbacks() {
        let window = Window()
        let hiddenNavigation = NavigationController(rootViewController: controller("H"))
        let tabs = TabBarController(viewControllers: [controller("A"), hiddenNavigation])
        window.rootViewController = tabs
        log.take()
        hiddenNavigation.pushViewController(controller("H2"))
        #expect(log.take().isEmpty)
        tabs.selectedIndex = 1
        #expect(log.take() == ["H2.didLoad", "A.willDisappear", "H2.willAppear", "A.didDisappear", "H2.didAppear"])
    }

    @Test func aControllerPresentedWhileOffScreenAppearsWithItsPresenter() {
        let window = Window()
        let a = controller("A")
        a.present(controller("P"))
        #expect(log.take().isEmpty)
        window.rootViewController = a
        #expect(log.take() == ["A.didLoad", "P.didLoad", "A.willAppear", "P.willAppear", "A.didAppear", "P.didAppear"])
    }

    @Test func viewDidLoadRunsOnceWhenTheViewIsFirstNeeded() {
        let a = controller("A")
        #expect(!a.isViewLoaded)
        _ = a.view
        _ = a.view
        a.loadViewIfNeeded()
        #expect(log.take() == ["A.didLoad"])
        #expect(a.view is Stack)
    }
}
