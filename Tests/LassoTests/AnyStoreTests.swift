import Testing

@testable import Lasso

@MainActor
@Suite("AnyStore")
struct AnyStoreTests {
    @Test func readsDispatchesAndObservesThroughTheWrappedStore() {
        let store = CounterStore(with: .init(count: 3))
        let anyStore: CounterScreenModule.Store = store.asAnyStore()
        #expect(anyStore.state.count == 3)
        #expect(isSameObject(anyStore.underlyingStore, store))

        var counts: [String] = []
        anyStore.observeState { old, new in counts.append("\(old?.count ?? -1)->\(new.count)") }
        var outputs: [CounterScreenModule.Output] = []
        anyStore.observeOutput { outputs.append($0) }

        anyStore.dispatchAction(.didTapIncrement)
        anyStore.dispatchAction(.didTapFinish)
        #expect(store.state.count == 4)
        #expect(anyStore.state.count == 4)
        #expect(counts == ["-1->3", "3->4"])
        #expect(outputs == [.didFinish(count: 4)])
        #expect(store.stateObserverCount == 1)
    }

    @Test func keyPathObservationWorksOnTheErasedStore() {
        let store = CounterStore(with: .init())
        let anyStore = AnyStore(store)
        var names: [String] = []
        anyStore.observeState(\.name) { (name: String) in names.append(name) }
        anyStore.dispatchAction(.didTapIncrement)
        anyStore.dispatchAction(.didEditName("x"))
        #expect(names == ["", "x"])
    }

    @Test func erasingAnErasedStoreWrapsTheSameStore() {
        let store = CounterStore(with: .init())
        let once = AnyStore(store)
        let twice = AnyStore(once)
        #expect(isSameObject(twice.underlyingStore, store))
        twice.dispatchAction(.didTapIncrement)
        #expect(once.state.count == 1)
    }

    @Test func keepsTheWrappedStoreAlive() {
        var store: CounterStore? = CounterStore(with: .init())
        let weakStore = Weak(store)
        let anyStore = store!.asAnyStore()
        store = nil
        #expect(!weakStore.isReleased)
        anyStore.dispatchAction(.didTapIncrement)
        #expect(anyStore.state.count == 1)
    }

    @Test func releasingTheErasedStoreReleasesTheWrappedStore() {
        let weakStore = Weak<CounterStore>(nil)
        do {
            let store = CounterStore(with: .init())
            weakStore.object = store
            _ = store.asAnyStore()
        }
        #expect(weakStore.isReleased)
    }
}
