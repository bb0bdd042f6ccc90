public import Lasso
public import XCTest

/// Lasso's flow test case: each test gets a window whose root is a navigation controller with
/// a plain root controller, to start the flow under test in, and the `assertRoot`,
/// `assertPushed`, `assertPopped`, `assertPresentation` and `assertDismissal` assertions.
///
/// ```swift
/// @MainActor
/// final class SurveyFlowTests: FlowTestCase {
///     func test_Prize() async throws {
///         let question: QuestionViewController = try assertRoot(
///             of: navigationController,
///             when: { flow.start(with: root(of: navigationController)) }
///         )
///         let prize: PrizeViewController = try assertPushed(
///             after: question,
///             when: { question.store.dispatchAction(.didPressSubmit) }
///         )
///     }
/// }
/// ```
///
/// The window and controllers are made in `setUp() async throws`, before a subclass's own
/// set-up runs (`try await super.setUp()` first), and released in `tearDown() async throws`.
/// A subclass that sets up in the synchronous `setUp()` cannot reach its main-actor flow
/// there, so it sets up in the asynchronous one.
@MainActor
open class FlowTestCase: XCTestCase {
    /// The test's window, on screen from the start: controllers placed in it get their
    /// lifecycle calls.
    public var window: Window!
    /// The window's root controller: a navigation controller whose root is ``rootController``.
    public var navigationController: NavigationController!
    /// A plain controller at the root of ``navigationController``, to present on.
    public var rootController: ViewController!

    // XCTestCase's own asynchronous `setUp` and `tearDown` do nothing, and calling them from
    // the main actor would send the test case off it, so these do not.
    open override func setUp() async throws {
        guard window == nil else { return }
        window = Window()
        rootController = ViewController()
        navigationController = NavigationController(rootViewController: rootController)
        window.rootViewController = navigationController
    }

    open override func tearDown() async throws {
        window = nil
        navigationController = nil
        rootController = nil
    }
}
