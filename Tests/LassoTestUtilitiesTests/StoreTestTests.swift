import Lasso
import LassoTestUtilities
import Testing

/// Store tests that pass: each kind of assertion, chained steps, the closure form of `when`.
@MainActor
struct StoreTestTests {
    typealias State = CounterScreenModule.State

    @Test func updatedComparesWithTheStateBeforeWhen() async {
        await StoreTest<CounterStore>()
            .given(State(count: 1))
            .when(.didTapIncrement)
            .then(
                .updated {
                    $0.count = 2
                    $0.history = [2]
                }, .outputs([]))
    }

    @Test func stateComparesTheFinalState() async {
        await StoreTest<CounterStore>()
            .given(State(count: 1))
            .when(.didTapIncrement, .didTapIncrement)
            .then(.state(State(count: 3, history: [2, 3])))
    }

    @Test func emittedStatesListsWhatObserversSaw() async {
        await StoreTest<CounterStore>()
            .given(State())
            .when(.didTapIncrement, .didTapDecrement, .didTapDecrement)
            .then(.emittedStates([State(count: 1, history: [1]), State(count: 0, history: [1, 0])]))
    }

    @Test func emittedStateChecksASingleNotification() async {
        await StoreTest<CounterStore>()
            .given(State(count: 4))
            .when(.didTapDecrement)
            .then(.emittedState(State(count: 3, history: [3])))
    }

    @Test func outputsAreTheExactList() async {
        await StoreTest<CounterStore>()
            .given(State(count: 3))
            .when(.didTapDone, .didTapIncrement, .didTapDone)
            .then(.outputs([.didFinish(count: 3), .didFinish(count: 4)]))
    }

    @Test func noActionMeansNoStateAndNoOutputs() async {
        await StoreTest<CounterStore>()
            .given(State(count: 0))
            .when(.didTapDecrement)
            .then(.emittedStates([]), .outputs([]), .updated { _ in })
    }

    @Test func sideEffectsRunAfterWhen() async {
        let service = FakeLoginService(result: .failure("offline"))
        await StoreTest<LoginStore>(configure: { $0.service = service })
            .given(LoginScreenModule.State(username: "ann", password: "pw"))
            .when(.didTapLogin)
            .settled { $0.state.error != nil }
            .then(
                .sideEffects { store in
                    #expect(store.state.error == "offline")
                    #expect(service.requests == [.init(username: "ann", password: "pw")])
                })
    }

    @Test func configureRunsOnTheNewStore() async {
        var configured: LoginStore?
        let given = StoreTest<LoginStore>(configure: { configured = $0 }).given(.init())
        #expect(configured === given.store)
    }

    @Test func stepsChainAndEachWhenStartsAFreshRecording() async {
        await StoreTest<CounterStore>()
            .given(State())
            .when(.didTapIncrement)
            .then(
                .updated {
                    $0.count = 1
                    $0.history = [1]
                }, .outputs([])
            )
            .when(.didTapIncrement, .didTapDone)
            .then(.emittedState(State(count: 2, history: [1, 2])), .outputs([.didFinish(count: 2)]))
    }

    @Test func whenClosureDrivesTheStoreAnyWay() async {
        await StoreTest<CounterStore>()
            .given(State())
            .when { store in
                let viewStore = store.asViewStore()
                viewStore.dispatchAction(.didTapIncrement)
            }
            .then(
                .updated {
                    $0.count = 1
                    $0.history = [1]
                })
    }

    @Test func recordingShowsWhatHappenedSinceWhen() {
        let when = StoreTest<CounterStore>()
            .given(State(count: 1))
            .when(.didTapIncrement, .didTapDone)
        #expect(when.recording.stateBefore == State(count: 1))
        #expect(when.recording.state == State(count: 2, history: [2]))
        #expect(when.recording.states == [State(count: 2, history: [2])])
        #expect(when.recording.outputs == [.didFinish(count: 2)])
    }

    @Test func exhaustiveTestPassesWhenEverythingIsAsserted() async {
        await StoreTest<CounterStore>(exhaustive: true)
            .given(State())
            .when(.didTapIncrement, .didTapDone)
            .then(
                .updated {
                    $0.count = 1
                    $0.history = [1]
                }, .outputs([.didFinish(count: 1)])
            )
            .when(.didTapDecrement, .didTapDecrement)
            .then(.emittedStates([State(count: 0, history: [1, 0])]))
    }
}
