import Lasso
import XCTest

// The article's ways of starting the flow, each checked; then its screens and outputs.
@MainActor // port: Swift 6 checks that the main-actor flow is used on the main actor
final class TutorialFlowTests: XCTestCase {

    private let window = Window()

    /// The tutorial screen's store of `controller`.
    private func store(of controller: ViewController?) throws -> TutorialScreenModule.Store {
        let store = try XCTUnwrap(controller?.screenStore as? TutorialScreenStore)
        return AnyStore(store)
    }

    func test_pushedInANavigationController() async throws { // port: main-actor XCTest methods are async on Linux
        let navigationController = NavigationController(rootViewController: ViewController()) // port: UINavigationController
        window.rootViewController = navigationController
        let tutorialFlow = TutorialFlow()
        tutorialFlow.start(with: pushed(in: navigationController))
        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertEqual(navigationController.topViewController?.title, "Welcome!")
    }

    func test_atTheRootOfANavigationController() async { // port: main-actor XCTest methods are async on Linux
        let navigationController = NavigationController(rootViewController: ViewController()) // port: UINavigationController
        window.rootViewController = navigationController
        let tutorialFlow = TutorialFlow()
        tutorialFlow.start(with: root(of: navigationController))
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertEqual(navigationController.topViewController?.title, "Welcome!")
    }

    func test_presentedInANavigationEmbedding() async { // port: main-actor XCTest methods are async on Linux
        let viewController = ViewController() // port: UIViewController
        window.rootViewController = viewController
        let tutorialFlow = TutorialFlow()
        tutorialFlow.start(with: presented(on: viewController).withNavigationEmbedding())
        let presented = viewController.presentedViewController as? NavigationController
        XCTAssertEqual(presented?.topViewController?.title, "Welcome!")
    }

    func test_asTheSecondOfTwoTabs() async throws { // port: main-actor XCTest methods are async on Linux
        let tutorialFlow = TutorialFlow()
        let tabPlacers: [ScreenPlacer<TabBarController>] = tabBarEmbedding(TabBarController(), tabsCount: 2) // port: UITabBarController
        tutorialFlow.start(with: tabPlacers[1].withNavigationEmbedding())
        tabPlacers[0].place(ViewController())
        let tabBar = try XCTUnwrap(tutorialFlow.context?.parent as? TabBarController)
        XCTAssertEqual(tabBar.viewControllers.count, 2)
        window.rootViewController = tabBar
        tabBar.selectedIndex = 1
        XCTAssertEqual(tutorialFlow.context?.topViewController?.title, "Welcome!")
    }

    func test_nextShowsTheFinishScreenWhoseOKFinishes() async throws { // port: main-actor XCTest methods are async on Linux
        let navigationController = NavigationController() // port: UINavigationController
        window.rootViewController = navigationController
        var outputs = [TutorialFlowModule.Output]()
        let tutorialFlow = TutorialFlow().observeOutput { outputs.append($0) }
        tutorialFlow.start(with: root(of: navigationController))

        try store(of: navigationController.topViewController).dispatchAction(.didPressButton(index: 1))
        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertEqual(navigationController.topViewController?.title, "That was fun!")
        XCTAssertEqual(outputs, [])

        try store(of: navigationController.topViewController).dispatchAction(.didPressButton(index: 0))
        XCTAssertEqual(outputs, [.didFinish])
    }

    func test_skipIsTheFlowsOutput() async throws { // port: main-actor XCTest methods are async on Linux
        let navigationController = NavigationController() // port: UINavigationController
        window.rootViewController = navigationController
        var outputs = [TutorialFlowModule.Output]()
        let tutorialFlow = TutorialFlow().observeOutput { outputs.append($0) }
        tutorialFlow.start(with: root(of: navigationController))
        try store(of: navigationController.topViewController).dispatchAction(.didPressButton(index: 0))
        XCTAssertEqual(outputs, [.didPressSkip])
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
}
