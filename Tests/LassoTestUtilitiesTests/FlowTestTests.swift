import Lasso
import LassoTestUtilities
import Testing

/// A two-screen flow driven through its screens' stores and views, checked with the navigation
/// assertions and FlowTest.
@MainActor
struct FlowTestTests {
    /// Starts the flow in a new window, embedded in a navigation controller.
    private func start() -> (FlowTest<TwoScreenFlowModule>, Window, NavigationController?) {
        let window = Window()
        let test = FlowTest(TwoScreenFlow())
        test.flow.start(with: root(of: window).withNavigationEmbedding())
        return (test, window, window.rootViewController as? NavigationController)
    }

    @Test func startsWithTheCounterScreen() throws {
        let (_, window, _) = start()
        let navigation = try #require(expectRoot(of: window, is: NavigationController.self))
        expectStack(of: navigation, is: [CounterViewController.self])
        expectTop(of: window, is: CounterViewController.self)
    }

    @Test func doneOnTheCounterPushesTheSummary() throws {
        let (test, window, navigation) = start()
        defer { withExtendedLifetime(window) {} }
        let navigationController = try #require(navigation)
        let counter = try #require(expectTop(of: navigationController, is: CounterViewController.self))

        let outputs = test.outputs {
            let summary = expectPushed(SummaryViewController.self, on: navigationController) {
                counter.incrementButton.tap()
                counter.doneButton.tap()
            }
            let store = summary.flatMap { expectScreenStore(of: $0, is: PassthroughStore<SummaryScreenModule>.self) }
            #expect(store?.state.count == 1)
        }
        #expect(outputs.isEmpty)
    }

    @Test func summaryGoesBackPresentsHelpAndFinishes() throws {
        let (test, window, navigation) = start()
        defer { withExtendedLifetime(window) {} }
        let navigationController = try #require(navigation)
        let counterStore = try #require(
            expectScreenStore(of: navigationController.viewControllers[0], is: CounterStore.self))
        counterStore.dispatchAction(.didTapIncrement)
        counterStore.dispatchAction(.didTapIncrement)
        counterStore.dispatchAction(.didTapDone)
        let summary = try #require(expectTop(of: navigationController, is: SummaryViewController.self))
        let summaryStore = try #require(expectScreenStore(of: summary, is: PassthroughStore<SummaryScreenModule>.self))

        let help = expectPresented(NavigationController.self, on: navigationController) {
            summaryStore.dispatchAction(.didTapHelp)
        }
        let helpController = try #require(
            expectPresentedNavigation(on: navigationController, rootIs: HelpViewController.self))
        #expect(help?.rootViewController === helpController)
        expectDismissed(from: navigationController) {
            expectScreenStore(of: helpController, is: PassthroughStore<HelpScreenModule>.self)?.dispatchAction(
                .didTapClose)
        }

        test.expectOutputs([.didFinish(count: 2)]) { summaryStore.dispatchAction(.didTapFinish) }

        expectPopped(from: navigationController) { summaryStore.dispatchAction(.didTapBack) }
        #expect(test.allOutputs == [.didFinish(count: 2)])
    }

    @Test func wrongOutputsAreReportedWithADiff() {
        let (test, _, _) = start()
        var line = 0
        let issues = recordedIssues {
            test.expectOutputs([.didFinish(count: 1)]) {}
            line = #line - 1  // the statement above
        }
        #expect(
            issues.map(\.message) == [
                """
                the flow's outputs are not the expected ones (expected 1, got 0):
                    [
                  -   [0]: .didFinish(count: 1)
                    ]
                  (outputs: - expected, + got)
                """
            ])
        #expect(issues.first?.line == line)
    }
}
