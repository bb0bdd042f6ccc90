import Lasso
import LassoXCTest
import XCTest

@MainActor
final class FlowTestCaseTests: FlowTestCase {
    private let capture = FailureCapture()

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if !capture.take(description, line: lineNumber) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private var flow: TwoScreenFlow!

    override func setUp() async throws {
        try await super.setUp()
        XCTAssertNotNil(navigationController, "FlowTestCase sets up before the subclass")
        flow = TwoScreenFlow()
    }

    override func tearDown() async throws {
        flow = nil
        try await super.tearDown()
    }

    func test_eachTestHasAWindowShowingANavigationControllerWithAPlainRoot() async {
        XCTAssertTrue(window.rootViewController === navigationController)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertTrue(navigationController.rootViewController === rootController)
        XCTAssertTrue(rootController.isVisible)
    }

    func test_rootPushPopPresentationAndDismissal() async throws {
        var hooks: [String] = []
        let counter: CounterViewController = try assertRoot(
            of: navigationController,
            when: { flow.start(with: root(of: navigationController)) },
            onViewDidLoad: { hooks.append("didLoad \($0.isViewLoaded) \($0.appearanceState)") },
            onViewWillAppear: { hooks.append("willAppear \($0.appearanceState)") },
            onViewDidAppear: { hooks.append("didAppear \($0.appearanceState)") }
        )
        XCTAssertEqual(
            hooks, ["didLoad true disappeared", "willAppear appeared", "didAppear appeared"],
            "the didLoad hook runs right after its step, the others after a transition without animation, as UIKit's")

        var animatedHooks: [String] = []
        let pushed: ViewController = try assertPushed(
            after: counter,
            when: { self.navigationController.pushViewController(ViewController(), animated: true) },
            onViewWillAppear: { _, pushed in animatedHooks.append("willAppear \(pushed.appearanceState)") },
            onViewDidAppear: { _, pushed in animatedHooks.append("didAppear \(pushed.appearanceState)") }
        )
        XCTAssertEqual(
            animatedHooks, ["willAppear appearing", "didAppear appeared"],
            "each hook runs right after its step in an animated transition")
        try assertPopped(
            from: pushed, to: counter, when: { self.navigationController.popViewController(animated: true) })

        let summary: SummaryViewController = try assertPushed(
            after: counter,
            when: { counter.store.dispatchAction(.didTapDone) },
            onViewDidAppear: { previous, pushed in
                XCTAssertFalse(previous.isVisible)
                XCTAssertTrue(pushed.isVisible)
            }
        )
        let summaryStore = try XCTUnwrap(summary.screenStore as? PassthroughStore<SummaryScreenModule>)

        let help: NavigationController = try assertPresentation(
            on: summary,
            when: { summaryStore.dispatchAction(.didTapHelp) }
        )
        XCTAssertTrue(help.topViewController is HelpViewController)
        let helpStore = try XCTUnwrap(help.topViewController?.screenStore as? PassthroughStore<HelpScreenModule>)
        try assertDismissal(from: help, to: summary, when: { helpStore.dispatchAction(.didTapClose) })

        try assertPopped(from: summary, to: counter, when: { summaryStore.dispatchAction(.didTapBack) })
    }

    func test_flowOutputs() async throws {
        let counter: CounterViewController = try assertRoot(
            of: navigationController, when: { flow.start(with: root(of: navigationController)) })
        counter.store.dispatchAction(.didTapIncrement)
        let summary: SummaryViewController = try assertPushed(
            after: counter, when: { counter.store.dispatchAction(.didTapDone) })
        let summaryStore = try XCTUnwrap(summary.screenStore as? PassthroughStore<SummaryScreenModule>)
        flow.assert(when: { summaryStore.dispatchAction(.didTapFinish) }, outputs: .didFinish(count: 1))

        let failures = capture.captured {
            flow.assert(when: {}, outputs: .didFinish(count: 1))
        }
        XCTAssertEqual(failures.count, 1)
    }

    func test_aPushThatDidNotHappenFailsAndThrows() async throws {
        let counter: CounterViewController = try assertRoot(
            of: navigationController, when: { flow.start(with: root(of: navigationController)) })
        let line = #line + 4
        var thrown: (any Error)?
        let failures = capture.captured {
            do {
                let _: SummaryViewController = try assertPushed(
                    after: counter, when: { counter.store.dispatchAction(.didTapIncrement) })
            } catch {
                thrown = error
            }
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.message,
            "no push occurred\nRealized: 'previous' CounterViewController \"Counter\" at top of navigation stack following event"
        )
        XCTAssertTrue(thrown is TestFailureAction)
    }

    func test_aControllerOfAnotherTypeFails() async throws {
        let failures = capture.captured {
            let _: SummaryViewController? = try? assertRoot(
                of: navigationController, when: { flow.start(with: root(of: navigationController)) })
        }
        XCTAssertEqual(
            failures.first?.message,
            "expected root to be of type SummaryViewController\nRealized root: CounterViewController \"Counter\"")
    }

    func test_anUnchangedRootFails() async throws {
        let failures = capture.captured {
            let _: ViewController? = try? assertRoot(of: navigationController, when: {})
        }
        XCTAssertEqual(
            failures.first?.message,
            "expected new root following event\nold root: ViewController\nnavigation controller: NavigationController [ViewController]"
        )
    }

    func test_pushingAfterAControllerThatIsNotOnTopFails() async throws {
        let counter: CounterViewController = try assertRoot(
            of: navigationController, when: { flow.start(with: root(of: navigationController)) })
        counter.store.dispatchAction(.didTapDone)
        let failures = capture.captured {
            let _: SummaryViewController? = try? assertPushed(after: counter, when: {})
        }
        XCTAssertEqual(
            failures.first?.message,
            "expected controller to be at top of navigation stack preceding event\ncontroller: CounterViewController \"Counter\"\nnavigation controller: NavigationController [CounterViewController \"Counter\", SummaryViewController]"
        )
    }

    func test_aPresentationOrDismissalThatDidNotHappenFails() async throws {
        let presentationFailures = capture.captured {
            let _: ViewController? = try? assertPresentation(on: rootController, when: {})
        }
        XCTAssertEqual(presentationFailures.first?.message, "no presentation occurred")

        let presented = ViewController()
        rootController.present(presented)
        let dismissalFailures = capture.captured {
            try? assertDismissal(from: presented, to: rootController, when: {})
        }
        XCTAssertEqual(dismissalFailures.first?.message, "no dismissal occurred")
        let foremostFailures = capture.captured {
            let _: ViewController? = try? assertPresentation(on: rootController, when: {})
        }
        XCTAssertEqual(
            foremostFailures.first?.message,
            "unexpected modally foremost preceding event <ViewController> --> <ViewController>\nexpected: ViewController\nrealized: ViewController"
        )
        let terseFailures = capture.captured {
            let _: ViewController? = try? assertPresentation(on: rootController, when: {}, verbose: false)
        }
        XCTAssertEqual(
            terseFailures.first?.message,
            "unexpected modally foremost preceding event\nexpected: ViewController\nrealized: ViewController",
            "without verbose:, no hierarchy")
    }

    /// "Pushed" has one definition, LassoTestUtilities' (as `expectPushed` checks it): the
    /// controllers below are kept. Lasso's own check looks only at the top two.
    func test_aPushThatReplacedTheControllersBelowIsNoPush() async throws {
        let previous = ViewController()
        navigationController.pushViewController(previous, animated: false)
        let pushed = ViewController()
        assertThrowsError(
            expr: {
                let _: ViewController = try assertPushed(
                    after: previous,
                    when: { navigationController.setViewControllers([ViewController(), previous, pushed]) },
                    failTest: silent
                )
            },
            eval: { error in
                guard case NavigationPresentationError.unexpectedTopStackFollowingEvent(let expected, _) = error else {
                    return unexpectedErrorType()
                }
                XCTAssertTrue(expected.elementsEqual([previous, pushed], by: ===))
            }
        )
    }

    func test_silentRecordsNothingAndLogRecordsAtTheCallersLine() async throws {
        // Outside `capture`: a failure recorded here fails this test.
        XCTAssertThrowsError(
            try { let _: ViewController = try assertPushed(after: rootController, when: {}, failTest: silent) }())
        let line = #line + 2
        let loggedFailures = capture.captured {
            let _: ViewController? = try? assertPushed(after: rootController, when: {}, failTest: log)
        }
        XCTAssertEqual(loggedFailures.map(\.line), [line])
    }

    func test_assertThrowsErrorFailsWhenNothingIsThrown() async throws {
        let line = #line + 2
        let failures = capture.captured {
            assertThrowsError(expr: {}, eval: { _ in XCTFail("no error to evaluate") })
        }
        XCTAssertEqual(failures.map(\.message), ["expected error to be thrown"])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func test_firstChildOfTypeFindsACustomContainersChild() async throws {
        let container = ViewController()
        let counter = CounterScreenModule.createScreen().controller
        container.addChild(counter)
        let found: CounterViewController = try container.firstChildOfType()
        XCTAssertTrue(found === counter)

        let failures = capture.captured {
            do {
                let _: SummaryViewController = try container.firstChildOfType()
            } catch {}
        }
        XCTAssertEqual(
            failures.first?.message,
            "expected controller ViewController to have a child of type SummaryViewController, realized children [CounterViewController \"Counter\"]"
        )
    }
}
