import Testing

@testable import Lasso

enum ReentrantModule: StoreModule {
    enum Action: Sendable, Equatable {
        case first
        case second
        case third
        case fromObserver
        case fromOutputObserver
    }

    struct State: Equatable {
        var value = 0
    }

    enum Output: Equatable {
        case ping
    }
}

/// A store whose handling is scripted by the test and logged: "begin X" / "end X".
final class ReentrantStore: LassoStore<ReentrantModule> {
    var log: EventLog?
    var script: [Action: @MainActor (ReentrantStore) -> Void] = [:]

    override func handleAction(_ action: Action) {
        log?.record("begin \(action)")
        script[action]?(self)
        log?.record("end \(action)")
    }
}

@MainActor
@Suite("Store re-entrancy")
struct StoreReentrancyTests {
    @Test func anActionDispatchedFromHandleActionIsHandledAfterTheCurrentOne() {
        let log = EventLog()
        let store = ReentrantStore(with: .init())
        store.log = log
        store.script[.first] = { store in
            store.dispatchAction(.second)
            log.record("first continues")
            store.dispatchAction(.third)
        }
        store.dispatchAction(.first)
        #expect(
            log.events == [
                "begin first", "first continues", "end first",
                "begin second", "end second",
                "begin third", "end third",
            ])
    }

    @Test func actionsDispatchedWhileDrainingTheQueueAreHandledLast() {
        let log = EventLog()
        let store = ReentrantStore(with: .init())
        store.log = log
        store.script[.first] = { $0.dispatchAction(.second) }
        store.script[.second] = { $0.dispatchAction(.third) }
        store.dispatchAction(.first)
        #expect(log.events == ["begin first", "end first", "begin second", "end second", "begin third", "end third"])
    }

    @Test func actionsDispatchedFromAnObserverAreQueuedNotNested() {
        let log = EventLog()
        let store = ReentrantStore(with: .init())
        store.log = log
        store.script[.first] = { store in
            store.update { $0.value = 1 }
            log.record("first after update")
        }
        store.observeState(\.value) { [weak store] (value: Int) in
            log.record("observer \(value)")
            if value == 1 { store?.dispatchAction(.fromObserver) }
        }
        store.observeState(\.value) { (value: Int) in log.record("second observer \(value)") }
        log.take()

        store.dispatchAction(.first)
        #expect(
            log.events == [
                "begin first",
                "observer 1", "second observer 1",
                "first after update",
                "end first",
                "begin fromObserver", "end fromObserver",
            ])
    }

    @Test func actionsDispatchedFromAnObserverOfADirectUpdateRunAfterAllObservers() {
        let log = EventLog()
        let store = ReentrantStore(with: .init())
        store.log = log
        store.observeState(\.value) { [weak store] (value: Int) in
            log.record("observer \(value)")
            if value == 1 { store?.dispatchAction(.fromObserver) }
        }
        store.observeState(\.value) { (value: Int) in log.record("second observer \(value)") }
        log.take()

        store.update { $0.value = 1 }
        log.record("update returned")
        #expect(
            log.events == [
                "observer 1", "second observer 1",
                "begin fromObserver", "end fromObserver",
                "update returned",
            ])

        store.dispatchAction(.second)
        #expect(log.events.suffix(2) == ["begin second", "end second"], "the store is not left busy")
    }

    @Test func actionsDispatchedFromAnOutputObserverAreQueuedNotNested() {
        let log = EventLog()
        let store = ReentrantStore(with: .init())
        store.log = log
        store.script[.first] = { store in
            store.dispatchOutput(.ping)
            log.record("first after output")
        }
        store.observeOutput { [weak store] _ in
            log.record("output observer")
            store?.dispatchAction(.fromOutputObserver)
        }
        store.dispatchAction(.first)
        #expect(
            log.events == [
                "begin first", "output observer", "first after output", "end first",
                "begin fromOutputObserver", "end fromOutputObserver",
            ])
    }

    @Test func nestedUpdatesInsideQueuedActionsNotifyObserversInOrder() {
        let log = EventLog()
        let store = ReentrantStore(with: .init())
        store.script[.first] = { store in
            store.update { $0.value = 1 }
            store.dispatchAction(.second)
        }
        store.script[.second] = { store in store.update { $0.value = 2 } }
        store.observeState { old, new in log.record("\(old?.value ?? -1)->\(new.value)") }
        store.dispatchAction(.first)
        #expect(log.events == ["-1->0", "0->1", "1->2"])
        #expect(store.state.value == 2)
    }

    @Test func anUpdateMadeByAnObserverIsNotifiedAfterTheCurrentNotification() {
        let store = ReentrantStore(with: .init())
        var seenByFirst: [String] = []
        var seenBySecond: [String] = []
        store.observeState { [weak store] old, new in
            seenByFirst.append("\(old?.value ?? -1)->\(new.value)")
            if new.value == 1 { store?.update { $0.value = 2 } }
        }
        store.observeState { old, new in seenBySecond.append("\(old?.value ?? -1)->\(new.value)") }

        store.update { $0.value = 1 }
        #expect(seenByFirst == ["-1->0", "0->1", "1->2"])
        #expect(
            seenBySecond == ["-1->0", "0->1", "1->2"],
            "every observer sees the updates in order and ends on the current state")
        #expect(store.state.value == 2)
    }
}
