import Testing

@testable import Lasso

/// A view module narrower than the counter: it shows a caption and sends taps.
enum CounterCaptionViewModule: ViewModule {
    enum ViewAction: Sendable, Equatable {
        case didTapPlus
        case didTapDone
    }

    struct ViewState: Equatable {
        var caption: String
    }
}

/// A view module that only shows a value and sends nothing.
enum CountDisplayViewModule: ViewModule {
    typealias ViewState = Int
}

@MainActor
@Suite("AnyViewStore and asViewStore")
struct ViewStoreTests {
    @Test func identityViewStoreShowsTheStateAndSendsTheActions() {
        let store = CounterStore(with: .init())
        let viewStore: CounterScreenModule.ViewStore = store.asViewStore()
        #expect(isSameObject(viewStore.underlyingStore, store))
        var counts: [Int] = []
        viewStore.observeState(\.count) { (count: Int) in counts.append(count) }
        viewStore.dispatchAction(.didTapIncrement)
        #expect(viewStore.state.count == 1)
        #expect(counts == [0, 1])
    }

    @Test func stateMapViewStoreShowsTheMappedState() {
        let store = CounterStore(with: .init(count: 2))
        let viewStore: AnyViewStore<String, CounterScreenModule.Action> = store.asViewStore(stateMap: {
            "Count: \($0.count)"
        })
        var pairs: [String] = []
        viewStore.observeState { old, new in pairs.append("\(old ?? "nil") => \(new)") }
        #expect(viewStore.state == "Count: 2")
        viewStore.dispatchAction(.didTapIncrement)
        #expect(viewStore.state == "Count: 3")
        #expect(pairs == ["nil => Count: 2", "Count: 2 => Count: 3"])
    }

    @Test func actionMapViewStoreTranslatesViewActions() {
        let store = CounterStore(with: .init())
        let viewStore: AnyViewStore<CounterScreenModule.State, Bool> = store.asViewStore(
            actionMap: { (tappedPlus: Bool) in tappedPlus ? .didTapIncrement : .didTapFinish }
        )
        var outputs: [CounterScreenModule.Output] = []
        store.observeOutput { outputs.append($0) }
        viewStore.dispatchAction(true)
        viewStore.dispatchAction(true)
        viewStore.dispatchAction(false)
        #expect(viewStore.state.count == 2)
        #expect(outputs == [.didFinish(count: 2)])
    }

    @Test func stateAndActionMapViewStoreMapsBothWays() {
        let store = CounterStore(with: .init())
        let viewStore: AnyViewStore<Bool, String> = store.asViewStore(
            stateMap: { $0.count > 0 },
            actionMap: { (name: String) in .didEditName(name) }
        )
        #expect(viewStore.state == false)
        viewStore.dispatchAction("Ada")
        #expect(store.state.name == "Ada")
        store.dispatchAction(.didTapIncrement)
        #expect(viewStore.state == true)
    }

    @Test func viewStoreForAViewModuleUsesItsTypes() {
        let store = CounterStore(with: .init())
        let viewStore: CounterCaptionViewModule.ViewStore = store.asViewStore(
            for: CounterCaptionViewModule.self,
            stateMap: { .init(caption: "\($0.name): \($0.count)") },
            actionMap: { action in
                switch action {
                case .didTapPlus: .didTapIncrement
                case .didTapDone: .didTapFinish
                }
            }
        )
        var captions: [String] = []
        viewStore.observeState(\.caption) { (caption: String) in captions.append(caption) }
        var outputs: [CounterScreenModule.Output] = []
        store.observeOutput { outputs.append($0) }

        viewStore.dispatchAction(.didTapPlus)
        store.dispatchAction(.didEditName("n"))
        viewStore.dispatchAction(.didTapDone)
        #expect(captions == [": 0", ": 1", "n: 1"])
        #expect(outputs == [.didFinish(count: 1)])
    }

    @Test func viewStoreForAViewModuleWithoutActionsNeedsNoActionMap() {
        let store = CounterStore(with: .init())
        let viewStore: CountDisplayViewModule.ViewStore = store.asViewStore(
            for: CountDisplayViewModule.self,
            stateMap: { $0.count }
        )
        var counts: [Int] = []
        viewStore.observeState { (count: Int) in counts.append(count) }
        store.dispatchAction(.didTapIncrement)
        #expect(viewStore.state == 1)
        #expect(counts == [0, 1])
    }

    @Test func viewStoreOfAViewStoreComposesMaps() {
        let store = CounterStore(with: .init())
        let outer: AnyViewStore<Int, CounterScreenModule.Action> = store.asViewStore(stateMap: { $0.count })
        let inner: AnyViewStore<String, Void> = outer.asViewStore(
            stateMap: { "#\($0)" },
            actionMap: { (_: Void) in .didTapIncrement }
        )
        inner.dispatchAction(())
        #expect(inner.state == "#1")
        #expect(isSameObject(inner.underlyingStore, outer))
    }

    @Test func viewStoreKeepsTheStoreAlive() {
        let weakStore = Weak<CounterStore>(nil)
        let viewStore: CounterScreenModule.ViewStore = {
            let store = CounterStore(with: .init())
            weakStore.object = store
            return store.asViewStore()
        }()
        #expect(!weakStore.isReleased)
        viewStore.dispatchAction(.didTapIncrement)
        #expect(viewStore.state.count == 1)
    }

    @Test func lassoViewReadsStateAndDispatchesThroughItsStore() {
        let store = CounterStore(with: .init())
        let controller = CounterViewController(store: store.asViewStore())
        controller.dispatchAction(.didTapIncrement)
        #expect(controller.state.count == 1)
    }
}
