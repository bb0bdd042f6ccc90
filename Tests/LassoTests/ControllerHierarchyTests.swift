import Testing

@testable import Lasso

@MainActor
@Suite("Controller hierarchy")
struct ControllerHierarchyTests {
    // MARK: - Relations

    @Test func childrenKnowTheirContainers() {
        let a = titled("A")
        let b = titled("B")
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b)
        let other = titled("Other")
        let tabs = TabBarController(viewControllers: [navigation, other])

        #expect(a.parent === navigation)
        #expect(b.navigationController === navigation)
        #expect(b.tabBarController === tabs)
        #expect(navigation.tabBarController === tabs)
        #expect(navigation.navigationController == nil)
        #expect(other.navigationController == nil)
        #expect(other.tabBarController === tabs)
        #expect(navigation.children.count == 2)
        #expect(tabs.children.count == 2)
        #expect(a.children.isEmpty)
        #expect(navigation.rootViewController === a)
        #expect(navigation.topViewController === b)
    }

    @Test func presentationLinksBothWays() {
        let a = titled("A")
        let p = titled("P")
        let q = titled("Q")
        a.present(p)
        p.present(q)
        #expect(a.presentedViewController === p)
        #expect(p.presentingViewController === a)
        #expect(p.presentedViewController === q)
        #expect(q.presentingViewController === p)
        #expect(a.presentingViewController == nil)
        #expect(a.topmostPresentedViewController === q)
        #expect(q.topmostPresentedViewController === q)
    }

    @Test func windowIsFoundThroughContainersAndPresenters() {
        let window = Window()
        let a = titled("A")
        let navigation = NavigationController(rootViewController: a)
        let detached = titled("Detached")
        #expect(a.window == nil)
        window.rootViewController = navigation
        let p = titled("P")
        let inner = titled("Inner")
        a.present(p)
        p.present(NavigationController(rootViewController: inner))

        #expect(navigation.window === window)
        #expect(navigation.windowIfRoot === window)
        #expect(a.window === window)
        #expect(a.windowIfRoot == nil)
        #expect(p.window === window)
        #expect(inner.window === window)
        #expect(detached.window == nil)

        window.rootViewController = nil
        #expect(a.window == nil)
    }

    @Test func windowTopViewControllerFollowsTabsStacksAndPresentations() {
        let window = Window()
        #expect(window.topViewController == nil)
        let a = titled("A")
        let b = titled("B")
        let navigation = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [titled("First"), navigation])
        window.rootViewController = tabs
        #expect(window.topViewController === tabs.viewControllers[0])
        tabs.selectedIndex = 1
        #expect(window.topViewController === a)
        navigation.pushViewController(b)
        #expect(window.topViewController === b)
        let p = titled("P")
        b.present(p)
        #expect(window.topViewController === p)
    }

    // MARK: - Titles

    @Test func navigationTitleIsTheTopControllersTitle() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        #expect(navigation.title == "Root")
        navigation.pushViewController(titled("Detail"))
        #expect(navigation.title == "Detail")
        navigation.pushViewController(ViewController())
        navigation.title = "Own"
        #expect(navigation.title == "Own", "falls back to its own title when the top has none")
        navigation.popViewController()
        #expect(navigation.title == "Detail")
    }

    @Test func tabTitlesFallBackFromTabTitleToTitleToNavigationRootToNumber() {
        let explicit = titled("Title")
        explicit.tabTitle = "Tab title"
        let titledOnly = titled("Plain")
        let navigation = NavigationController(rootViewController: titled("Nav root"))
        navigation.pushViewController(ViewController())
        let untitled = ViewController()
        let tabs = TabBarController(viewControllers: [explicit, titledOnly, navigation, untitled])
        #expect(tabs.tabTitles == ["Tab title", "Plain", "Nav root", "Tab 4"])
    }

    @Test func debugNameNamesTheTypeAndTitle() {
        #expect(titled("Home").debugName == "ViewController \"Home\"")
        #expect(NavigationController().debugName == "NavigationController")
    }

    @Test func selectedIndexAndControllerOfATabBar() {
        let first = titled("1")
        let second = titled("2")
        let tabs = TabBarController(viewControllers: [first, second])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        #expect(TabBarController().selectedViewController == nil)
    }

    // MARK: - Refused misuse

    @Test func pushingAControllerThatIsAlreadyPlacedIsRefused() {
        let window = Window()
        let placed = titled("Placed")
        let first = NavigationController(rootViewController: placed)
        let second = NavigationController(rootViewController: titled("Second root"))
        let root = titled("Root")
        window.rootViewController = root
        let presented = titled("Presented")
        root.present(presented)

        let reports = LassoDiagnostics.capturingReports {
            second.pushViewController(placed)
            second.pushViewController(root)
            second.pushViewController(presented)
            second.pushViewController(second.rootViewController!)
        }
        #expect(reports.count == 4)
        #expect(reports.first?.message.contains("cannot push ViewController \"Placed\"") == true)
        #expect(second.viewControllers.count == 1)
        #expect(placed.parent === first)
        #expect(root.windowIfRoot === window)
        #expect(presented.presentingViewController === root)
    }

    @Test func settingAStackWithAControllerFromAnotherHierarchyIsRefused() {
        let other = NavigationController(rootViewController: titled("Taken"))
        let navigation = NavigationController(rootViewController: titled("Mine"))
        let before = navigation.viewControllers
        let reports = LassoDiagnostics.capturingReports {
            navigation.setViewControllers([titled("New"), other.rootViewController!])
        }
        #expect(reports.count == 1)
        #expect(navigation.viewControllers.count == before.count)
        #expect(navigation.viewControllers.first === before.first)
    }

    @Test func aContainerCannotHoldAControllerTwiceOrContainItself() {
        let a = titled("A")
        let navigation = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [navigation])
        let reports = LassoDiagnostics.capturingReports {
            navigation.setViewControllers([a, a])
            navigation.pushViewController(navigation)
            let lone = NavigationController()
            lone.pushViewController(lone)
            tabs.viewControllers = [navigation, navigation]
            let inner = NavigationController()
            tabs.viewControllers = [navigation, inner]
            inner.pushViewController(tabs)
        }
        #expect(
            reports.map(\.message) == [
                "cannot put ViewController \"A\" into NavigationController \"A\" twice",
                "cannot push NavigationController \"A\" onto NavigationController \"A\": it is already in a controller hierarchy",
                "cannot put NavigationController into NavigationController: it would contain itself",
                "cannot put NavigationController \"A\" into TabBarController twice",
                "cannot put TabBarController into NavigationController: it would contain itself",
            ])
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.parent === tabs)
        #expect(tabs.viewControllers.count == 2)
    }

    @Test func presentingItselfOrAContainerOfItselfIsRefused() {
        let a = titled("A")
        let navigation = NavigationController(rootViewController: a)
        let reports = LassoDiagnostics.capturingReports {
            a.present(a)
            a.present(navigation)
        }
        #expect(reports.count == 2)
        #expect(
            reports.last?.message
                == "cannot present NavigationController \"A\" on ViewController \"A\": it would present itself")
        #expect(a.presentedViewController == nil)
        #expect(navigation.presentingViewController == nil)
    }

    @Test func presentingWhilePresentingIsRefused() {
        let window = Window()
        let a = titled("A")
        let p = titled("P")
        let q = titled("Q")
        window.rootViewController = a
        a.present(p)
        let reports = LassoDiagnostics.capturingReports {
            a.present(q)
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("already presents ViewController \"P\"") == true)
        #expect(a.presentedViewController === p)
        #expect(q.presentingViewController == nil)
        #expect(!q.isViewLoaded)
    }

    @Test func presentingAPlacedControllerIsRefused() {
        let a = titled("A")
        let child = titled("Child")
        let navigation = NavigationController(rootViewController: child)
        let reports = LassoDiagnostics.capturingReports {
            a.present(child)
        }
        #expect(reports.count == 1)
        #expect(a.presentedViewController == nil)
        #expect(child.parent === navigation)
    }

    @Test func selectingATabOutOfRangeIsRefused() {
        let window = Window()
        let tabs = TabBarController(viewControllers: [titled("1"), titled("2")])
        window.rootViewController = tabs
        let generation = window.displayGeneration
        let reports = LassoDiagnostics.capturingReports {
            tabs.selectedIndex = 2
            tabs.selectedIndex = -1
        }
        #expect(reports.count == 2)
        #expect(reports.first?.message == "cannot select tab 2 of TabBarController: it has 2 tab(s)")
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.viewControllers[0].isVisible)
        #expect(window.displayGeneration == generation)
    }

    @Test func dismissingWithNothingToDismissIsRefused() {
        let window = Window()
        let a = titled("A")
        window.rootViewController = a
        let reports = LassoDiagnostics.capturingReports {
            a.dismiss()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message == "cannot dismiss ViewController \"A\": it neither presents nor is presented")
        #expect(window.rootViewController === a)
        #expect(a.isVisible)
    }

    @Test func makingAPlacedControllerTheWindowRootIsRefused() {
        let window = Window()
        let child = titled("Child")
        let navigation = NavigationController(rootViewController: child)
        window.rootViewController = navigation
        let reports = LassoDiagnostics.capturingReports {
            Window().rootViewController = child
        }
        #expect(reports.count == 1)
        #expect(child.parent === navigation)
        #expect(window.rootViewController === navigation)
    }

    @Test func poppingToAControllerOutsideTheStackIsRefused() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        navigation.pushViewController(titled("Top"))
        var result: [ViewController]?
        let reports = LassoDiagnostics.capturingReports {
            result = navigation.popToViewController(titled("Stranger"))
        }
        #expect(reports.count == 1)
        #expect(result == nil)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func reportsNameTheirSourceLocation() {
        let reports = LassoDiagnostics.capturingReports {
            LassoDiagnostics.report("custom")
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message == "custom")
        #expect(reports.first?.file.hasSuffix("ControllerHierarchyTests.swift") == true)
        #expect(reports.first?.description.hasSuffix(": custom") == true)
    }

    @Test func capturingReportsRestoresThePreviousHandler() {
        var outer: [LassoDiagnostics.Report] = []
        let previous = LassoDiagnostics.handler
        LassoDiagnostics.handler = { outer.append($0) }
        defer { LassoDiagnostics.handler = previous }
        let inner = LassoDiagnostics.capturingReports {
            LassoDiagnostics.report("inner")
        }
        LassoDiagnostics.report("outer")
        #expect(inner.map(\.message) == ["inner"])
        #expect(outer.map(\.message) == ["outer"])
    }
}
