import Lasso
import LassoTestUtilities
import Testing

/// Navigation assertions on hierarchies that match.
@MainActor
struct NavigationAssertionTests {
    @Test func windowRootAndTop() {
        let window = Window()
        let counter = CounterScreenModule.createScreen().controller
        window.rootViewController = NavigationController(rootViewController: counter)

        let navigation = expectRoot(of: window, is: NavigationController.self)
        #expect(navigation?.rootViewController === counter)
        #expect(expectTop(of: window, is: CounterViewController.self) === counter)
    }

    @Test func stackAndTopOfANavigationController() {
        let navigation = NavigationController(rootViewController: CounterScreenModule.createScreen().controller)
        let summary = SummaryViewController()
        navigation.pushViewController(summary)

        #expect(expectStack(of: navigation, is: [CounterViewController.self, SummaryViewController.self]))
        #expect(expectTop(of: navigation, is: SummaryViewController.self) === summary)
    }

    @Test func pushedAndPoppedByAnEvent() {
        let navigation = NavigationController(
            rootViewController: CounterViewController(
                store: MockLassoStore<CounterScreenModule>(with: .init()).asViewStore()))
        let summary = SummaryViewController()

        let pushed = expectPushed(SummaryViewController.self, on: navigation) {
            navigation.pushViewController(summary)
        }
        #expect(pushed === summary)

        let popped = expectPopped(from: navigation) { navigation.popViewController() }
        #expect(popped.count == 1 && popped.first === summary)
    }

    @Test func poppedSeveral() {
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(SummaryViewController())
        navigation.pushViewController(HelpViewController())

        let popped = expectPopped(from: navigation, count: 2) { navigation.popToRootViewController() }
        #expect(popped.map { String(describing: type(of: $0)) } == ["SummaryViewController", "HelpViewController"])
    }

    @Test func presentedAndDismissed() {
        let window = Window()
        let root = ViewController()
        window.rootViewController = root
        #expect(expectNothingPresented(on: root))

        let help = expectPresented(HelpViewController.self, on: root) { root.present(HelpViewController()) }
        #expect(expectPresented(on: root, is: HelpViewController.self) === help)

        let dismissed = expectDismissed(from: root) { help?.dismiss() }
        #expect(dismissed === help)
        expectNothingPresented(on: root)
    }

    @Test func presentedNavigationController() {
        let root = ViewController()
        let help = HelpViewController()
        root.present(NavigationController(rootViewController: help))

        #expect(expectPresentedNavigation(on: root, rootIs: HelpViewController.self) === help)
        #expect(expectPresented(on: root, is: NavigationController.self)?.rootViewController === help)
    }

    @Test func selectedTab() {
        let summary = SummaryViewController()
        let tabs = TabBarController(viewControllers: [ViewController(), summary])
        tabs.selectedIndex = 1

        #expect(expectSelectedTab(of: tabs, index: 1))
        #expect(expectSelectedTab(of: tabs, is: SummaryViewController.self) === summary)
    }

    @Test func screenStoreOfAController() {
        let screen = CounterScreenModule.createScreen()
        #expect(expectScreenStore(of: screen.controller, is: CounterStore.self) === screen.concreteStore)
    }
}
