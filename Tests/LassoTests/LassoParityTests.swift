import Foundation
import Testing

@testable import Lasso

/// Lasso API that a port expects, with Lasso's names.
@MainActor
@Suite("Lasso parity")
struct LassoParityTests {
    @Test func nextPushedInFlowAndRootOfFlowPlaceInTheFlowsNavigationController() {
        let navigation = NavigationController(rootViewController: titled("Home"))
        let flow = CounterFlow()
        #expect(flow.nextPushedInFlow == nil)
        flow.start(with: pushed(in: navigation))
        titled("Next").place(with: flow.nextPushedInFlow)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Counter 1", "Next"])
        titled("Fresh").place(with: flow.rootOfFlow)
        #expect(navigation.viewControllers.map(\.title) == ["Fresh"])
    }

    @Test func aStoreWithoutArgumentsStartsFromTheModulesDefaultState() {
        let store = LassoStore<DefaultedModule>()
        #expect(store.state == DefaultedModule.State(name: "default"))
        #expect(StatelessModule.defaultInitialState == EmptyState())
        #expect(StatelessModule.createScreen().store.state == EmptyState())
    }

    @Test func executeOnMainThreadRunsAtOnceOnTheMainThreadAndLaterFromOthers() async {
        var ranAtOnce = false
        executeOnMainThread { ranAtOnce = true }
        #expect(ranAtOnce)
        let ranOnMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                executeOnMainThread { continuation.resume(returning: isOnMainQueue()) }
            }
        }
        #expect(ranOnMain)
    }
}

enum DefaultedModule: ScreenModule {
    struct State: Equatable, Sendable { var name = "default" }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<DefaultedModule>) -> Screen { Screen(store, ViewController()) }
}

/// No state, and so no `defaultInitialState` of its own.
enum StatelessModule: ScreenModule {
    static func createScreen(with store: LassoStore<StatelessModule>) -> Screen { Screen(store, ViewController()) }
}
