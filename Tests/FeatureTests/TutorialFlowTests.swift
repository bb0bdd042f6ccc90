import Lasso
import OnboardingFeature
import Testing

@MainActor
@Suite("TutorialFlow")
struct TutorialFlowTests {
    private let outputs = Recorder<TutorialFlowModule.Output>()

    /// Starts a new tutorial flow with `placer`, recording its outputs.
    @discardableResult
    private func startFlow(with placer: ScreenPlacer<NavigationController>) -> TutorialFlow {
        let flow = TutorialFlow().observeOutput(outputs.record)
        flow.start(with: placer)
        return flow
    }

    /// The state of the tutorial page `controller` shows.
    private func page(of controller: ViewController?) throws -> TutorialScreenModule.State {
        try #require(controller as? TutorialViewController).state
    }

    // MARK: - Placement

    @Test func pushedOntoANavigationStack() throws {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)

        let flow = startFlow(with: pushed(in: navigation))

        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.first === root)
        #expect(try page(of: navigation.topViewController) == .welcome)
        #expect(flow.context === navigation)
        #expect(flow.initialController === navigation.topViewController)
    }

    @Test func asTheRootOfANavigationController() throws {
        let navigation = NavigationController()

        let flow = startFlow(with: root(of: navigation))

        #expect(navigation.viewControllers.count == 1)
        #expect(try page(of: navigation.rootViewController) == .welcome)
        #expect(flow.context === navigation)

        try tapButton("Next", on: navigation.topViewController!)
        #expect(navigation.viewControllers.count == 2)
        #expect(try page(of: navigation.topViewController) == .finish)
    }

    @Test func presentedInANewNavigationController() throws {
        let presenter = ViewController()

        let flow = startFlow(with: presented(on: presenter).withNavigationEmbedding())

        let navigation = try #require(presenter.presentedViewController as? NavigationController)
        #expect(flow.context === navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(try page(of: navigation.rootViewController) == .welcome)

        try tapButton("Next", on: navigation.topViewController!)
        #expect(navigation.viewControllers.count == 2)
        #expect(try page(of: navigation.topViewController) == .finish)
        try tapButton("OK", on: navigation.topViewController!)
        #expect(outputs.values == [.didFinish])
    }

    @Test func inATabOfTheWindow() throws {
        let window = Window()
        let tabs = root(of: window).withTabBarEmbedding(tabsCount: 2)

        startFlow(with: tabs[0].withNavigationEmbedding())
        #expect(window.rootViewController == nil)  // placed once every tab is
        let secondOutputs = Recorder<TutorialFlowModule.Output>()
        TutorialFlow().observeOutput(secondOutputs.record).start(with: tabs[1].withNavigationEmbedding())

        let tabBar = try #require(window.rootViewController as? TabBarController)
        #expect(tabBar.viewControllers.count == 2)
        let first = try #require(tabBar.viewControllers[0] as? NavigationController)
        let second = try #require(tabBar.viewControllers[1] as? NavigationController)
        #expect(try page(of: first.rootViewController) == .welcome)
        #expect(try page(of: second.rootViewController) == .welcome)
        #expect(window.topViewController === first.rootViewController)
        #expect(first.rootViewController?.isVisible == true)

        try tapButton("Next", on: first.topViewController!)
        #expect(first.viewControllers.count == 2)
        #expect(second.viewControllers.count == 1)
        #expect(try page(of: window.topViewController) == .finish)
        #expect(window.topViewController?.isVisible == true)

        tabBar.selectedIndex = 1
        try tapButton("Skip", on: window.topViewController!)
        #expect(secondOutputs.values == [.didPressSkip])
        #expect(outputs.values.isEmpty)
    }

    // MARK: - Navigation and outputs

    @Test func nextPushesTheFinishPage() throws {
        let navigation = NavigationController(rootViewController: ViewController())
        let flow = startFlow(with: pushed(in: navigation))
        let welcome = try #require(navigation.topViewController)

        try tapButton("Next", on: welcome)

        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.viewControllers[1] === flow.initialController)
        #expect(try page(of: navigation.topViewController) == .finish)
        #expect(buttonTitles(in: navigation.topViewController!) == ["OK"])
        #expect(outputs.values.isEmpty)
    }

    @Test func nextPushesOnlyOnce() throws {
        let navigation = NavigationController()
        startFlow(with: root(of: navigation))
        let welcome = try #require(navigation.topViewController)

        try tapButton("Next", on: welcome)
        try tapButton("Next", on: welcome)

        #expect(navigation.viewControllers.count == 2)
    }

    @Test func skipEmitsDidPressSkipAndShowsNothing() throws {
        let navigation = NavigationController()
        startFlow(with: root(of: navigation))

        try tapButton("Skip", on: navigation.topViewController!)

        #expect(outputs.values == [.didPressSkip])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func okOnTheFinishPageEmitsDidFinish() throws {
        let navigation = NavigationController()
        startFlow(with: root(of: navigation))
        try tapButton("Next", on: navigation.topViewController!)

        try tapButton("OK", on: navigation.topViewController!)

        #expect(outputs.values == [.didFinish])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func mappedOutputs() throws {
        enum AppEvent: Equatable { case tutorialSkipped, tutorialDone }
        let events = Recorder<AppEvent>()
        let navigation = NavigationController()
        TutorialFlow()
            .observeOutput(events.record) { output in
                switch output {
                case .didPressSkip: .tutorialSkipped
                case .didFinish: .tutorialDone
                }
            }
            .start(with: root(of: navigation))

        try tapButton("Next", on: navigation.topViewController!)
        try tapButton("OK", on: navigation.topViewController!)

        #expect(events.values == [.tutorialDone])
    }

    // MARK: - Lifetime

    @Test func theFlowLivesAsLongAsItsInitialController() throws {
        let navigation = NavigationController(rootViewController: ViewController())
        weak var weakFlow: TutorialFlow?
        weak var weakWelcome: ViewController?
        weak var weakFinish: ViewController?
        do {
            let flow = startFlow(with: pushed(in: navigation))
            weakFlow = flow
            weakWelcome = flow.initialController
            try tapButton("Next", on: navigation.topViewController!)
            weakFinish = navigation.topViewController
        }
        #expect(weakFlow != nil)
        #expect(weakFinish != nil)

        navigation.popViewController()
        #expect(weakFinish == nil)
        #expect(weakFlow != nil)
        #expect(weakWelcome != nil)

        navigation.popViewController()
        #expect(weakWelcome == nil)
        #expect(weakFlow == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func poppingTheInitialControllerReleasesTheFlow() {
        let navigation = NavigationController(rootViewController: ViewController())
        weak var weakFlow: TutorialFlow?
        do {
            weakFlow = startFlow(with: pushed(in: navigation))
        }
        #expect(weakFlow != nil)

        navigation.popToRootViewController()

        #expect(weakFlow == nil)
    }

    @Test func dismissingThePresentedTutorialReleasesTheFlow() {
        let presenter = ViewController()
        weak var weakFlow: TutorialFlow?
        do {
            let flow = startFlow(with: presented(on: presenter).withNavigationEmbedding())
            weakFlow = flow
            flow.dismiss()
        }

        #expect(presenter.presentedViewController == nil)
        #expect(weakFlow == nil)
    }
}
