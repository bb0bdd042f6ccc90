import Dispatch
import Lasso
import LassoTestUtilities
import Testing

/// The asynchronous `expect…` navigation assertions (given a `timeout:`) let the work an event
/// queued on the main queue run before they check the hierarchy.
@MainActor
struct SettlingNavigationAssertionTests {
    /// The time-out of waits that are to end: ten minutes. A wait ends when the queued work has
    /// run, so a passing test never waits for it; the main actor is shared with every test that
    /// runs at the same time, which on a loaded machine has delayed one hop of the main queue
    /// by over a minute.
    private let timeout: Duration = .seconds(600)

    /// A window showing a service flow's counter screen, in a navigation controller.
    private func start(_ flow: ServiceFlow) throws -> (Window, NavigationController, CounterStore) {
        let window = Window()
        flow.start(with: root(of: window).withNavigationEmbedding())
        let navigation = try #require(window.rootViewController as? NavigationController)
        let store = try #require(expectScreenStore(of: navigation.viewControllers[0], is: CounterStore.self))
        return (window, navigation, store)
    }

    @Test func aPushFromDispatchQueueMainAsyncPassesExpectPushed() async throws {
        let flow = ServiceFlow(answer: .onTheMainQueue)
        let (window, navigation, store) = try start(flow)
        defer { withExtendedLifetime((window, flow)) {} }
        let summary = await expectPushed(SummaryViewController.self, on: navigation, timeout: timeout) {
            store.dispatchAction(.didTapDone)
            #expect(navigation.viewControllers.count == 1, "the service answers later")
        }
        #expect(summary != nil && navigation.topViewController === summary)
    }

    @Test func aPushFromAMainActorTaskPassesExpectPushed() async throws {
        let flow = ServiceFlow(answer: .fromAMainActorTask)
        let (window, navigation, store) = try start(flow)
        defer { withExtendedLifetime((window, flow)) {} }
        let summary = await expectPushed(SummaryViewController.self, on: navigation, timeout: timeout) {
            store.dispatchAction(.didTapDone)
        }
        #expect(summary != nil && navigation.topViewController === summary)
        let popped = await expectPopped(from: navigation, timeout: timeout) {
            DispatchQueue.main.async { navigation.popViewController() }
        }
        #expect(popped.count == 1 && popped.first === summary)
    }

    @Test func aPresentationAndDismissalFromTheMainQueuePassExpectPresentedAndExpectDismissed() async throws {
        let flow = ServiceFlow(answer: .onTheMainQueue, placement: .present)
        let (window, navigation, store) = try start(flow)
        defer { withExtendedLifetime((window, flow)) {} }
        let help = await expectPresented(HelpViewController.self, on: navigation, timeout: timeout) {
            store.dispatchAction(.didTapDone)
        }
        #expect(help != nil)
        let dismissed = await expectDismissed(from: navigation, timeout: timeout) {
            DispatchQueue.main.async { help?.dismiss() }
        }
        #expect(dismissed === help)
    }

    @Test func aFlowThatNeverPushesRecordsATimeOutAfterTheTimeoutWhenItsQueuedWorkDoesNotSettle() async throws {
        // The service holds the main queue five times as long as the time-out, and never answers.
        let flow = ServiceFlow(answer: .never(holdingTheMainQueueFor: 0.25))
        let (window, navigation, store) = try start(flow)
        defer { withExtendedLifetime((window, flow)) {} }
        let start = ContinuousClock.now
        var summary: SummaryViewController?
        let issues = await recordedIssuesAsync {
            summary = await expectPushed(SummaryViewController.self, on: navigation, timeout: .milliseconds(50)) {
                store.dispatchAction(.didTapDone)
            }
        }
        #expect(summary == nil)
        #expect(
            issues.map(\.message) == [
                "the work queued on the main queue did not run within 0.05 seconds (something holds the main queue)"
            ])
        #expect(start.duration(to: .now) >= .milliseconds(50))
    }

    @Test func anAssertionWithNothingPendingReturnsWithoutSleeping() async throws {
        let flow = TwoScreenFlow()
        let window = Window()
        defer { withExtendedLifetime((window, flow)) {} }
        flow.start(with: root(of: window).withNavigationEmbedding())
        let navigation = try #require(window.rootViewController as? NavigationController)
        let store = try #require(expectScreenStore(of: navigation.viewControllers[0], is: CounterStore.self))
        let start = ContinuousClock.now
        let summary = await expectPushed(SummaryViewController.self, on: navigation, timeout: timeout) {
            store.dispatchAction(.didTapDone)
        }
        #expect(summary != nil)
        // A wait that slept until its time-out would take ten minutes.
        #expect(start.duration(to: .now) < .seconds(300))
    }

    @Test func aPushThatDidNotHappenIsReportedAfterTheQueuedWorkRan() async throws {
        let flow = TwoScreenFlow()
        let window = Window()
        defer { withExtendedLifetime((window, flow)) {} }
        flow.start(with: root(of: window).withNavigationEmbedding())
        let navigation = try #require(window.rootViewController as? NavigationController)
        let issues = await recordedIssuesAsync {
            await expectPushed(SummaryViewController.self, on: navigation, timeout: timeout) {
                DispatchQueue.main.async {}
            }
        }
        #expect(
            issues.first?.message.hasPrefix(
                "expected one SummaryViewController to be pushed, but the stack went from [CounterViewController] to [CounterViewController]\n"
            ) == true)
    }
}
