import Lasso
import LassoTestUtilities
import Testing

/// Navigation assertions on hierarchies that do not match: each failure is recorded at the
/// caller's line and shows the actual stack or hierarchy.
@MainActor
struct NavigationAssertionFailureTests {
    /// A window showing a navigation controller with the counter screen, then a summary.
    private func makeWindow() -> (Window, NavigationController) {
        let window = Window()
        let navigation = NavigationController(rootViewController: CounterScreenModule.createScreen().controller)
        navigation.pushViewController(SummaryViewController())
        window.rootViewController = navigation
        return (window, navigation)
    }

    private let windowTree = """
        hierarchy:
          root: NavigationController (visible)
            stack[0]: CounterViewController "Counter" [LassoTestUtilitiesTests.CounterScreenModule]
            stack[1]: SummaryViewController (visible)
        """

    @Test func wrongWindowRootShowsTheHierarchy() {
        let (window, _) = makeWindow()
        var line = 0
        let issues = recordedIssues {
            #expect(expectRoot(of: window, is: TabBarController.self) == nil)
            line = #line - 1  // the statement above
        }
        #expect(
            issues.map(\.message) == [
                "expected the window's root to be a TabBarController, got NavigationController\n" + windowTree
            ])
        #expect(issues.first?.line == line)
    }

    @Test func emptyWindow() {
        let issues = recordedIssues { expectTop(of: Window(), is: ViewController.self) }
        #expect(
            issues.map(\.message) == [
                "expected the window's top controller to be a ViewController, got nothing\nhierarchy: the window is empty"
            ])
    }

    @Test func wrongStackListsTheActualStack() {
        let (window, navigation) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        var line = 0
        let issues = recordedIssues {
            expectStack(of: navigation, is: [CounterViewController.self])
            line = #line - 1  // the statement above
        }
        #expect(
            issues.map(\.message) == [
                "expected the navigation stack to be [CounterViewController], got [CounterViewController, SummaryViewController]\n"
                    + windowTree
            ])
        #expect(issues.first?.line == line)
    }

    @Test func wrongTop() {
        let (window, navigation) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let issues = recordedIssues { expectTop(of: navigation, is: CounterViewController.self) }
        #expect(
            issues.first?.message.hasPrefix(
                "expected the top of the navigation stack to be a CounterViewController, got SummaryViewController; the stack is [CounterViewController, SummaryViewController]\n"
                    + windowTree
            ) == true)
    }

    @Test func nothingPushed() {
        let (window, navigation) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let issues = recordedIssues {
            expectPushed(HelpViewController.self, on: navigation) {}
        }
        #expect(
            issues.first?.message.hasPrefix(
                "expected one HelpViewController to be pushed, but the stack went from [CounterViewController, SummaryViewController] to [CounterViewController, SummaryViewController]\n"
            ) == true)
    }

    @Test func pushedTheWrongType() {
        let (window, navigation) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let issues = recordedIssues {
            expectPushed(HelpViewController.self, on: navigation) { navigation.pushViewController(ViewController()) }
        }
        #expect(
            issues.first?.message.hasPrefix(
                "expected one HelpViewController to be pushed, but the stack went from [CounterViewController, SummaryViewController] to [CounterViewController, SummaryViewController, ViewController]\n"
            ) == true)
    }

    @Test func poppedTooMany() {
        let (window, navigation) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(HelpViewController())
        let issues = recordedIssues {
            expectPopped(from: navigation) { navigation.popToRootViewController() }
        }
        #expect(
            issues.first?.message.hasPrefix(
                "expected 1 controller(s) to be popped, but the stack went from [CounterViewController, SummaryViewController, HelpViewController] to [CounterViewController]\n"
            ) == true)
    }

    @Test func presentedSomethingElse() {
        let root = ViewController()
        root.present(NavigationController(rootViewController: SummaryViewController()))
        let issues = recordedIssues {
            expectPresented(on: root, is: HelpViewController.self)
            expectPresentedNavigation(on: root, rootIs: HelpViewController.self)
        }
        #expect(
            issues.map(\.message) == [
                """
                expected ViewController to present a HelpViewController, but it presents NavigationController
                hierarchy (not in a window):
                  root: ViewController
                    presented: NavigationController
                      stack[0]: SummaryViewController
                """,
                """
                expected ViewController to present a NavigationController whose root is a HelpViewController, but it presents a NavigationController whose root is SummaryViewController
                hierarchy (not in a window):
                  root: ViewController
                    presented: NavigationController
                      stack[0]: SummaryViewController
                """,
            ])
    }

    @Test func somethingStillPresented() {
        let root = ViewController()
        root.present(HelpViewController())
        let issues = recordedIssues {
            expectNothingPresented(on: root)
            expectDismissed(from: root) {}
            expectPresented(HelpViewController.self, on: root) {}
        }
        #expect(
            issues.map { $0.message.split(separator: "\n").first.map(String.init) } == [
                "expected ViewController to present nothing, but it presents HelpViewController",
                "expected ViewController to dismiss what it presents, but it still presents HelpViewController after the event",
                "expected ViewController to present a new HelpViewController, but it presented HelpViewController before and the same HelpViewController after",
            ])
    }

    @Test func nothingToDismiss() {
        let root = ViewController()
        let issues = recordedIssues { expectDismissed(from: root) {} }
        #expect(
            issues.first?.message.hasPrefix(
                "expected ViewController to dismiss what it presents, but it presented nothing before the event")
                == true)
    }

    @Test func wrongTab() {
        let tabs = TabBarController(viewControllers: [ViewController(), SummaryViewController()])
        let issues = recordedIssues {
            expectSelectedTab(of: tabs, index: 1)
            expectSelectedTab(of: tabs, is: SummaryViewController.self)
        }
        #expect(
            issues.map(\.message) == [
                """
                expected tab 1 to be selected, got tab 0 (tabs: [ViewController, SummaryViewController], selected: 0)
                hierarchy (not in a window):
                  root: TabBarController selected=0
                    tab[0]: ViewController
                    tab[1]: SummaryViewController
                """,
                """
                expected the selected tab to be a SummaryViewController, got ViewController (tabs: [ViewController, SummaryViewController], selected: 0)
                hierarchy (not in a window):
                  root: TabBarController selected=0
                    tab[0]: ViewController
                    tab[1]: SummaryViewController
                """,
            ])
    }

    @Test func wrongScreenStore() {
        let issues = recordedIssues {
            expectScreenStore(of: SummaryViewController(), is: CounterStore.self)
            expectScreenStore(of: CounterScreenModule.createScreen().controller, is: LoginStore.self)
        }
        #expect(
            issues.map(\.message) == [
                "expected SummaryViewController to show a screen whose store is a LoginStore, got no screen store"
                    .replacingOccurrences(of: "LoginStore", with: "CounterStore"),
                #"expected CounterViewController "Counter" to show a screen whose store is a LoginStore, got CounterStore"#,
            ])
    }
}
