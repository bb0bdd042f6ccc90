import Dispatch
import Lasso
import LassoTestUtilities
import Testing

/// Stores that finish their work later: `settled` waits for it, with no fixed sleeps.
@MainActor
struct AsyncStoreTestTests {
    typealias State = LoginScreenModule.State
    let ann = User(name: "ann")

    @Test func settledWaitsForTheResultOfAServiceCall() async {
        let service = FakeLoginService(result: .success(ann))
        await StoreTest<LoginStore>(exhaustive: true, configure: { $0.service = service })
            .given(State(username: "ann", password: "pw"))
            .when(.didTapLogin)
            .settled { $0.outputs.count == 1 }
            .then(
                .updated { $0.user = User(name: "ann") },
                .emittedStates([
                    State(username: "ann", password: "pw", isLoggingIn: true),
                    State(username: "ann", password: "pw", isLoggingIn: false, user: ann),
                ]),
                .outputs([.didLogin(ann)]),
                .sideEffects { _ in #expect(service.requests.count == 1) }
            )
    }

    @Test func intermediateStateThenCompletionDrivenByTheTest() async {
        let service = GatedLoginService()
        await StoreTest<LoginStore>(exhaustive: true, configure: { $0.service = service })
            .given(State(username: "ann"))
            .when(.didTapLogin)
            .then(.updated { $0.isLoggingIn = true }, .outputs([]))
            .when { _ in service.complete(with: .failure("wrong password")) }
            .settled { !$0.state.isLoggingIn }
            .then(
                .updated {
                    $0.isLoggingIn = false
                    $0.error = "wrong password"
                }, .outputs([]))
    }

    @Test func completionWaitsForTheServiceToBeCalled() async {
        let service = GatedLoginService()
        let given = StoreTest<LoginStore>(configure: { $0.service = service }).given(State(username: "ann"))
        _ = given.when(.didTapLogin)
        await waitUntil("the login request") { service.pendingCount == 1 }
        await given
            .when { _ in service.complete(with: .success(ann)) }
            .settled { $0.state.user != nil }
            .then(.state(State(username: "ann", user: ann)), .outputs([.didLogin(ann)]))
    }

    @Test func settledWaitsForActionsDispatchedFromOtherThreads() async {
        await StoreTest<CounterStore>()
            .given(CounterScreenModule.State())
            .when { store in
                DispatchQueue.global().async {
                    for _ in 0..<3 { store.dispatchAction(.didTapIncrement) }
                }
            }
            .settled { $0.state.count == 3 }
            .then(
                .emittedStates([
                    .init(count: 1, history: [1]),
                    .init(count: 2, history: [1, 2]),
                    .init(count: 3, history: [1, 2, 3]),
                ]))
    }

    @Test func settledReportsATimeoutAtItsLine() async {
        var line = 0
        let service = GatedLoginService()
        let issues = await recordedIssuesAsync {
            await StoreTest<LoginStore>(configure: { $0.service = service })
                .given(State(username: "ann"))
                .when(.didTapLogin)
                .settled(timeout: .milliseconds(50)) { $0.outputs.count == 1 }
            line = #line - 1  // the statement above
        }
        #expect(issues.count == 1)
        #expect(issues.first?.line == line)
        #expect(
            issues.first?.message.hasPrefix(
                "the store did not settle within 0.05 seconds: the condition is still false") == true)
        #expect(issues.first?.message.contains("isLoggingIn: true") == true)
        service.complete(with: .failure("cancelled"))
    }

    @Test func waitUntilReportsATimeout() async {
        var line = 0
        let issues = await recordedIssuesAsync {
            let satisfied = await waitUntil(timeout: .milliseconds(20), "a miracle") { false }
            line = #line - 1  // the statement above
            #expect(!satisfied)
        }
        #expect(issues.map(\.message) == ["timed out after 0.02 seconds waiting for a miracle"])
        #expect(issues.first?.line == line)
    }
}
