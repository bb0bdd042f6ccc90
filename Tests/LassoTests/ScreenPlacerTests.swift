import Testing

@testable import Lasso

@MainActor
@Suite("ScreenPlacer")
struct ScreenPlacerTests {
    @Test func rootOfWindowMakesTheControllerTheRootAndItsContext() {
        let window = Window()
        let controller = titled("Root")
        let context = root(of: window).place(controller)
        #expect(context === controller)
        #expect(window.rootViewController === controller)
        #expect(controller.isVisible)
    }

    @Test func rootOfWindowReplacesThePreviousRoot() {
        let window = Window()
        let first = titled("First")
        root(of: window).place(first)
        let second = titled("Second")
        root(of: window).place(second)
        #expect(window.rootViewController === second)
        #expect(first.windowIfRoot == nil)
        #expect(!first.isVisible)
    }

    @Test func pushedInPushesAndReturnsTheNavigationController() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        let controller = titled("Pushed")
        let context: NavigationController? = pushed(in: navigation).place(controller)
        #expect(context === navigation)
        #expect(navigation.topViewController === controller)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func pushedInReturnsNilWhenThePushIsRefused() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        let taken = titled("Taken")
        let other = NavigationController(rootViewController: taken)
        var context: NavigationController?
        let reports = LassoDiagnostics.capturingReports {
            context = pushed(in: navigation).place(taken)
        }
        #expect(context == nil)
        #expect(reports.count == 1)
        #expect(taken.parent === other)
    }

    @Test func presentedOnPresentsAndReturnsThePresentedController() {
        let window = Window()
        let presenter = titled("Presenter")
        window.rootViewController = presenter
        let controller = titled("Modal")
        let context = presented(on: presenter).place(controller)
        #expect(context === controller)
        #expect(presenter.presentedViewController === controller)
        #expect(controller.isVisible)
    }

    @Test func presentedOnReturnsNilWhenThePresenterIsBusy() {
        let presenter = titled("Presenter")
        presenter.present(titled("Already"))
        var context: ViewController?
        let reports = LassoDiagnostics.capturingReports {
            context = presented(on: presenter).place(titled("Modal"))
        }
        #expect(context == nil)
        #expect(reports.count == 1)
    }

    @Test func rootOfNavigationControllerReplacesTheStack() {
        let old = titled("Old")
        let navigation = NavigationController(rootViewController: old)
        navigation.pushViewController(titled("Old top"))
        let controller = titled("New root")
        let context = root(of: navigation).place(controller)
        #expect(context === navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.rootViewController === controller)
        #expect(old.parent == nil)
    }

    @Test func withNavigationEmbeddingPlacesANewNavigationControllerHoldingTheScreen() throws {
        let window = Window()
        let controller = titled("Embedded")
        let context = root(of: window).withNavigationEmbedding().place(controller)
        let navigation = try #require(window.rootViewController as? NavigationController)
        #expect(context === navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.rootViewController === controller)
        #expect(controller.navigationController === navigation)
        #expect(controller.isVisible)
        #expect(!navigation.isDismissible)
    }

    @Test func withNavigationEmbeddingUsesTheGivenNavigationController() {
        let presenter = titled("Presenter")
        let navigation = NavigationController()
        let controller = titled("Embedded")
        let context = presented(on: presenter).withNavigationEmbedding(navigation).place(controller)
        #expect(context === navigation)
        #expect(presenter.presentedViewController === navigation)
        #expect(navigation.rootViewController === controller)
    }

    @Test func withDismissibleNavigationEmbeddingMarksTheNavigationDismissible() throws {
        let presenter = titled("Presenter")
        let context = presented(on: presenter).withDismissibleNavigationEmbedding().place(titled("Modal"))
        let navigation = try #require(presenter.presentedViewController as? NavigationController)
        #expect(context === navigation)
        #expect(navigation.isDismissible)
    }

    @Test func withNavigationEmbeddingReturnsNilWhenItsContainerCannotBePlaced() {
        let presenter = titled("Presenter")
        presenter.present(titled("Busy"))
        let controller = titled("Modal")
        var context: NavigationController?
        let reports = LassoDiagnostics.capturingReports {
            context = presented(on: presenter).withNavigationEmbedding().place(controller)
        }
        #expect(reports.count == 1)
        #expect(context == nil, "the navigation controller was not placed, so there is no usable context")
    }

    @Test func tabBarEmbeddingPlacesTheTabBarOnlyWhenEveryTabIsPlaced() {
        let window = Window()
        let tabBar = TabBarController()
        let placers = root(of: window).tabBarEmbedding(tabBar, tabsCount: 3)
        #expect(placers.count == 3)

        let second = titled("Second")
        let context = placers[1].place(second)
        #expect(context === tabBar)
        #expect(window.rootViewController == nil)
        #expect(tabBar.viewControllers.isEmpty)

        let first = titled("First")
        placers[0].place(first)
        #expect(window.rootViewController == nil)

        let third = titled("Third")
        placers[2].place(third)
        #expect(window.rootViewController === tabBar)
        #expect(tabBar.viewControllers.count == 3)
        #expect(tabBar.viewControllers[0] === first)
        #expect(tabBar.viewControllers[1] === second)
        #expect(tabBar.viewControllers[2] === third)
        #expect(first.tabBarController === tabBar)
        #expect(first.isVisible)
        #expect(!second.isViewLoaded)
    }

    @Test func withTabBarEmbeddingMakesItsOwnTabBarAndChainsWithNavigationEmbedding() throws {
        let window = Window()
        let placers = root(of: window).withTabBarEmbedding(tabsCount: 2)
        let home = titled("Home")
        let settings = titled("Settings")
        placers[0].place(home)
        let navigation = placers[1].withNavigationEmbedding().place(settings)
        let tabBar = try #require(window.rootViewController as? TabBarController)
        #expect(tabBar.viewControllers[0] === home)
        #expect(tabBar.viewControllers[1] === navigation)
        #expect(settings.navigationController === navigation)
        #expect(settings.tabBarController === tabBar)
        #expect(tabBar.tabTitles == ["Home", "Settings"])
    }

    @Test func erasingContextKeepsThePlacementAndReturnsAPlainController() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        let placer: ScreenPlacer<ViewController> = pushed(in: navigation).erasingContext()
        let controller = titled("Pushed")
        let context = placer.place(controller)
        #expect(context === navigation)
        #expect(navigation.topViewController === controller)
    }

    @Test func makePlacerDefinesACustomPlacement() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        navigation.pushViewController(titled("Top"))
        func replacingTop(in navigation: NavigationController) -> ScreenPlacer<NavigationController> {
            makePlacer { controller in
                navigation.setViewControllers(navigation.viewControllers.dropLast() + [controller])
                return navigation
            }
        }
        let replacement = titled("Replacement")
        let context = replacingTop(in: navigation).place(replacement)
        #expect(context === navigation)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === replacement)
    }

    @Test func makeEmbeddingPlacerEmbedsThenPlacesTheContainerOnce() {
        let window = Window()
        let tabBar = TabBarController()
        var placements = 0
        func tabInto(_ tabBar: TabBarController) -> ScreenPlacer<TabBarController> {
            makeEmbeddingPlacer(tabBar, placedWith: root(of: window)) { container, controller in
                placements += 1
                container.viewControllers = container.viewControllers + [controller]
                return container
            }
        }
        let controller = titled("Only tab")
        let context = tabInto(tabBar).place(controller)
        #expect(context === tabBar)
        #expect(placements == 1)
        #expect(window.rootViewController === tabBar)
        #expect(controller.isVisible)

        // A second embedding placer for the same, already placed, container only embeds.
        let reports = LassoDiagnostics.capturingReports {
            tabInto(tabBar).place(titled("Second tab"))
        }
        #expect(reports.isEmpty)
        #expect(tabBar.viewControllers.count == 2)
        #expect(window.rootViewController === tabBar)
    }

    @Test func aPlacerPlacesExactlyOnce() {
        let navigation = NavigationController(rootViewController: titled("Root"))
        let placer = pushed(in: navigation)
        let copy = placer
        placer.place(titled("First"))
        var second: NavigationController?
        var third: NavigationController?
        let reports = LassoDiagnostics.capturingReports {
            second = placer.place(titled("Second"))
            third = copy.place(titled("Third"))
        }
        #expect(second == nil)
        #expect(third == nil, "copies of a placer share its use")
        #expect(reports.count == 2)
        #expect(reports.first?.message.contains("already placed ViewController \"First\"") == true)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func aTabPlacerPlacesExactlyOnce() {
        let window = Window()
        let placers = root(of: window).withTabBarEmbedding(tabsCount: 2)
        placers[0].place(titled("One"))
        let reports = LassoDiagnostics.capturingReports {
            #expect(placers[0].place(titled("Again")) == nil)
        }
        #expect(reports.count == 1)
        #expect(window.rootViewController == nil)
    }

    @Test func embeddingAnAlreadyPlacedControllerIsRefusedAndPlacesNoEmptyContainer() {
        let window = Window()
        let taken = titled("Taken")
        let owner = NavigationController(rootViewController: taken)
        var context: NavigationController?
        let reports = LassoDiagnostics.capturingReports {
            context = root(of: window).withNavigationEmbedding().place(taken)
        }
        #expect(reports.count == 1)
        #expect(context == nil)
        #expect(window.rootViewController == nil, "no empty navigation controller is placed")
        #expect(taken.parent === owner)
    }

    @Test func placingAnAlreadyPlacedControllerIntoATabIsRefusedAndKeepsTheOtherTabs() {
        let window = Window()
        let placers = root(of: window).withTabBarEmbedding(tabsCount: 2)
        let first = titled("First")
        placers[0].place(first)
        let taken = titled("Taken")
        let owner = NavigationController(rootViewController: taken)
        var context: TabBarController?
        let reports = LassoDiagnostics.capturingReports {
            context = placers[1].place(taken)
        }
        #expect(reports.count == 1)
        #expect(context == nil)
        #expect(window.rootViewController == nil, "the tab bar is not placed without all its tabs")
        #expect(taken.parent === owner)
    }
}
