import Dispatch
import Testing

@testable import Lasso

enum NumberedModule: StoreModule {
    enum Action: Sendable, Equatable {
        case number(Int)
        case tagged(String, Int)
    }
}

/// Records every action it handles, and whether it ran on the main queue (the main actor's).
final class RecordingStore: LassoStore<NumberedModule> {
    private(set) var numbers: [Int] = []
    private(set) var tagged: [String: [Int]] = [:]
    private(set) var handledOffMainThread = 0

    override func handleAction(_ action: Action) {
        if !isOnMainQueue() { handledOffMainThread += 1 }
        switch action {
        case .number(let value): numbers.append(value)
        case .tagged(let tag, let value): tagged[tag, default: []].append(value)
        }
    }
}

@MainActor
@Suite("Store threading")
struct StoreThreadingTests {
    @Test func mainThreadDispatchIsHandledBeforeDispatchReturns() {
        let store = RecordingStore(with: .init())
        store.dispatchAction(.number(1))
        #expect(store.numbers == [1])
        store.dispatchAction(.number(2))
        #expect(store.numbers == [1, 2])
    }

    @Test func actionsFromADetachedTaskReachTheMainThreadInDispatchOrder() async {
        let store = RecordingStore(with: .init())
        await Task.detached {
            for index in 0..<1000 { store.dispatchAction(.number(index)) }
        }.value
        await drainMainQueue()
        #expect(store.numbers == Array(0..<1000))
        #expect(store.handledOffMainThread == 0)
    }

    @Test func actionsFromAGlobalDispatchQueueReachTheMainThreadInDispatchOrder() async {
        let store = RecordingStore(with: .init())
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for index in 0..<1000 { store.dispatchAction(.number(index)) }
                continuation.resume()
            }
        }
        await drainMainQueue()
        #expect(store.numbers == Array(0..<1000))
        #expect(store.handledOffMainThread == 0)
    }

    @Test func aMainThreadDispatchIsHandledAfterEarlierBackgroundDispatches() async {
        let store = RecordingStore(with: .init())
        await Task.detached {
            for index in 0..<5 { store.dispatchAction(.number(index)) }
        }.value
        // Whether or not the background actions were delivered yet, this one comes after them.
        store.dispatchAction(.number(5))
        #expect(store.numbers == Array(0...5))
        await drainMainQueue()
        #expect(store.numbers == Array(0...5), "nothing is delivered twice")
    }

    @Test func eachBackgroundThreadKeepsItsOwnDispatchOrder() async {
        let store = RecordingStore(with: .init())
        await withTaskGroup(of: Void.self) { group in
            for tag in ["a", "b", "c"] {
                group.addTask {
                    for index in 0..<300 { store.dispatchAction(.tagged(tag, index)) }
                }
            }
        }
        await drainMainQueue()
        #expect(store.tagged["a"] == Array(0..<300))
        #expect(store.tagged["b"] == Array(0..<300))
        #expect(store.tagged["c"] == Array(0..<300))
        #expect(store.handledOffMainThread == 0)
    }

    @Test func typeErasedStoresDeliverBackgroundActionsInOrderToo() async {
        let store = RecordingStore(with: .init())
        let anyStore = store.asAnyStore()
        let viewStore = store.asViewStore(actionMap: { (value: Int) in NumberedModule.Action.number(value) })
        await Task.detached {
            for index in 0..<200 {
                if index.isMultiple(of: 2) {
                    anyStore.dispatchAction(.number(index))
                } else {
                    viewStore.dispatchAction(index)
                }
            }
        }.value
        await drainMainQueue()
        #expect(store.numbers == Array(0..<200))
    }

    @Test func pendingBackgroundActionsDoNotKeepTheStoreAlive() async {
        var store: RecordingStore? = RecordingStore(with: .init())
        let weakStore = Weak(store)
        let dispatch: @Sendable (Int) -> Void = { [weak store] value in store?.dispatchAction(.number(value)) }
        await Task.detached { for index in 0..<10 { dispatch(index) } }.value
        store = nil
        await drainMainQueue()
        #expect(weakStore.isReleased)
    }
}
