import Foundation
import Lasso
import Testing

/// Lasso behaviour the second parity pass (issue #26) added, beyond Lasso's own tests
/// (Tests/LassoPortTests).
@MainActor
@Suite("Lasso parity, second pass")
struct LassoParitySecondPassTests {
    @Test func theOldAndNewStateObserverOfATypeErasedStoreSkipsUpdatesLeavingAnEquatableStateEqual() {
        let store = CounterStore(with: .init())
        let erased: CounterScreenModule.Store = store.asAnyStore()
        var counts: [Int?] = []
        erased.observeState { old, new in counts.append(old?.count) }
        store.update { $0.count = 0 }
        store.dispatchAction(.didTapIncrement)
        store.update { _ in }
        #expect(counts == [nil, 0])
    }

    @Test func theOldAndNewStateObserverReportsEveryUpdateOfAStateThatIsNotEquatable() {
        let store = LassoStore<OpaqueScreenModule>(with: .init())
        var calls = 0
        store.observeState { _, _ in calls += 1 }
        store.update { _ in }
        store.update { _ in }
        #expect(calls == 3)
    }

    @Test func aScreensControllerKeepsTheStoreWrapperItHandsOutAlive() {
        weak var captured: CounterScreenModule.Store?
        var controller: ViewController? = CounterScreenModule.createScreen().captureStore(as: &captured).controller
        #expect(captured != nil)
        controller = nil
        #expect(captured == nil)
        _ = controller
    }

    @Test func heldReferencesLiveUntilReleasedOrTheHolderGoes() {
        final class Object {}
        let controller = ViewController()
        var object: Object? = Object()
        let weakObject = Weak(object)
        controller.holdReference(to: object!)
        controller.holdReference(to: object!)
        object = nil
        #expect(!weakObject.isReleased)
        controller.releaseReference(to: weakObject.object!)
        #expect(weakObject.isReleased)
    }

    @Test func aValueBinderSetFromAnotherThreadNotifiesOnTheMainQueueInOrder() async {
        let binder = ValueBinder(0)
        var seen: [Int] = []
        var onMain = true
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            binder.bind { _, value in
                seen.append(value)
                onMain = onMain && isOnMainQueue()
                if value == 3 { done.resume() }
            }
            DispatchQueue.global().async {
                for value in 1...3 { binder.set(value) }
            }
        }
        #expect(seen == [0, 1, 2, 3])
        #expect(onMain)
        #expect(binder.value == 3)
    }

    @Test func mocksAreTakenInATestProcessOnly() {
        let mockable = Mockable(wrappedValue: "real")
        #expect(LassoTesting.active)
        mockable.projectedValue.mock(with: "mock")
        #expect(mockable.wrappedValue == "mock")
        mockable.projectedValue.reset()
        LassoTesting.active = false
        defer { LassoTesting.active = true }
        mockable.projectedValue.mock(with: "mock")
        #expect(mockable.wrappedValue == "real")
    }
}

/// Lasso's binding forms that give the mapping the sender, or label it `mapping:`.
@MainActor
@Suite("Lasso's binding forms")
struct LassoBindingFormsTests {
    @Test func aButtonsMappingIsGivenTheButton() {
        let store = CounterStore(with: .init())
        let button = Button("Ann")
        button.bind(to: store) { sender in .didEditName(sender.title) }
        button.tap()
        #expect(store.state.name == "Ann")
    }

    @Test func bindTextDidChangeTakesItsMappingLabelled() {
        let store = CounterStore(with: .init())
        let field = TextField()
        field.bindTextDidChange(to: store, mapping: { .didEditName($0) })
        field.text = "set, not edited"
        #expect(store.state.name == "")
        field.userDidEdit("Bo")
        #expect(store.state.name == "Bo")
    }

    @Test func aButtonBoundWithAMappingDoesNotKeepItselfAlive() {
        let store = CounterStore(with: .init())
        var button: Button? = Button("Ann")
        let weakButton = Weak(button)
        button?.bind(to: store) { sender in .didEditName(sender.title) }
        button = nil
        #expect(weakButton.isReleased)
    }
}

/// `asViewStore(stateMap:actionMap:)` with an action map that is not `Sendable`, as Lasso's
/// sample code writes it (`let actionMap = { … }`, then `asViewStore(stateMap:actionMap:)`).
@MainActor
@Suite("asViewStore with a plain action map")
struct PlainActionMapTests {
    enum ViewAction: Sendable {
        case didTapPlus
        case didRename(String)
    }

    @Test func aPlainClosureValueMapsTheViewsActions() {
        let store = CounterStore(with: .init())
        var mapped = 0
        let actionMap = { (viewAction: ViewAction) -> CounterScreenModule.Action in
            mapped += 1
            switch viewAction {
            case .didTapPlus: return .didTapIncrement
            case .didRename(let name): return .didEditName(name)
            }
        }
        let stateMap = { (state: CounterScreenModule.State) in state.count }
        let viewStore = store.asViewStore(stateMap: stateMap, actionMap: actionMap)
        viewStore.dispatchAction(.didTapPlus)
        viewStore.dispatchAction(.didRename("Al"))
        #expect(viewStore.state == 1)
        #expect(store.state.name == "Al")
        #expect(mapped == 2)
    }

    @Test func anActionDispatchedFromAnotherThreadIsMappedOnTheMainQueue() async {
        let store = CounterStore(with: .init())
        var mappedOnMain: [Bool] = []
        let actionMap = { (_: ViewAction) -> CounterScreenModule.Action in
            mappedOnMain.append(isOnMainQueue())
            return .didTapIncrement
        }
        let viewStore = store.asViewStore(actionMap: actionMap)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                viewStore.dispatchAction(.didTapPlus)
                viewStore.dispatchAction(.didTapPlus)
                executeOnMainThread { done.resume() }
            }
        }
        #expect(mappedOnMain == [true, true])
        #expect(store.state.count == 2)
    }
}

extension PlainActionMapTests {
    @Test func aPlainStateMapAloneMapsTheState() {
        let store = CounterStore(with: .init(count: 2))
        let stateMap = { (state: CounterScreenModule.State) in "\(state.count)" }
        let viewStore = store.asViewStore(stateMap: stateMap)
        var seen: [String] = []
        viewStore.observeState { seen.append($0) }
        viewStore.dispatchAction(.didTapIncrement)
        #expect(seen == ["2", "3"])
    }
}
