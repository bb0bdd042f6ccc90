import Testing

@testable import Lasso

/// UIKit-style navigation calls with `animated:` (and completions), as Lasso code writes them:
/// accepted, and done at once, since the terminal has no animations.
@MainActor
@Suite("animated: and completions")
struct AnimatedCallsTests {
    @Test func navigationCallsTakeAnimatedAndActAtOnce() {
        let window = Window()
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        let second = ViewController()
        let third = ViewController()
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.viewControllers.count == 3)
        #expect(third.isVisible)
        #expect(navigation.popViewController(animated: true) === third)
        #expect(
            navigation.popToRootViewController(animated: true).map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        navigation.setViewControllers([ViewController()], animated: true)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.parent == nil)
    }

    @Test func presentAndDismissRunTheirCompletionsAfterTheChange() {
        let window = Window()
        let presenter = ViewController()
        window.rootViewController = presenter
        let modal = ViewController()
        var events: [String] = []
        presenter.present(modal, animated: true) {
            events.append(modal.isVisible ? "presented, visible" : "presented, not visible")
        }
        modal.dismiss(animated: true) {
            events.append(presenter.presentedViewController == nil ? "dismissed" : "still presented")
        }
        #expect(events == ["presented, visible", "dismissed"])
    }

    @Test func aRefusedPresentationOrDismissalRunsNoCompletion() {
        let presenter = ViewController()
        Window().rootViewController = presenter
        var completions = 0
        let reports = LassoDiagnostics.capturingReports {
            presenter.dismiss(animated: true) { completions += 1 }
            presenter.present(presenter, animated: true) { completions += 1 }
        }
        #expect(reports.count == 2)
        #expect(completions == 0)
    }

    @Test func placersTakeAnimated() {
        let window = Window()
        let navigation = NavigationController()
        window.rootViewController = navigation
        let first = ViewController()
        #expect(root(of: navigation, animated: true).place(first) === navigation)
        #expect(pushed(in: navigation, animated: false).place(ViewController()) === navigation)
        let modal = ViewController()
        #expect(presented(on: navigation, animated: true).place(modal) === modal)
        #expect(navigation.viewControllers.first === first)
    }

    @Test func tabsCanBeSetWithAnimated() {
        let tabs = TabBarController()
        tabs.setViewControllers([ViewController(), ViewController()], animated: true)
        #expect(tabs.viewControllers.count == 2)
    }
}
