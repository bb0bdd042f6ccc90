import Dispatch
import Foundation
import Testing

@testable import Lasso

/// `updateFromAnyThread`: Lasso's `update` from a background thread, applied and observed on the
/// main actor in the order it was sent with the store's other cross-thread work.
@MainActor
@Suite("updateFromAnyThread", .timeLimit(.minutes(10)))
struct UpdateFromAnyThreadTests {
    enum LogModule: StoreModule {
        enum Action: Sendable { case append(String) }
        struct State: Equatable { var log: [String] = [] }
    }

    final class LogStore: LassoStore<LogModule> {
        override func handleAction(_ action: Action) {
            switch action {
            case .append(let entry): update { $0.log.append(entry) }
            }
        }
    }

    @Test func onTheMainThreadTheChangeIsAppliedBeforeItReturns() {
        let store = LogStore(with: .init())
        store.updateFromAnyThread { $0.log.append("main") }
        #expect(store.state.log == ["main"])
    }

    @Test func changesFromAnotherThreadAreAppliedOnTheMainActorInOrder() async {
        let store = LogStore(with: .init())
        let observerThreads = ObserverThreads()
        store.observeState { (_: LogModule.State) in observerThreads.record(isMain: isOnMainQueue()) }
        let entries = (1...200).map(String.init)
        await onAnotherThread {
            for entry in entries { store.updateFromAnyThread { $0.log.append(entry) } }
        }
        await waitUntil(store) { $0.log.count == entries.count }
        #expect(store.state.log == entries)
        #expect(observerThreads.allOnMain)
    }

    @Test func actionsAndChangesFromOneThreadKeepTheirOrder() async {
        let store = LogStore(with: .init())
        await onAnotherThread {
            for round in 0..<50 {
                store.dispatchAction(.append("action \(round)"))
                store.updateFromAnyThread { $0.log.append("update \(round)") }
            }
        }
        await waitUntil(store) { $0.log.count == 100 }
        #expect(store.state.log == (0..<50).flatMap { ["action \($0)", "update \($0)"] })
    }

    /// Runs `body` on a global queue and returns when it has.
    private func onAnotherThread(_ body: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                body()
                done.resume()
            }
        }
    }

    /// Waits until `condition` holds for the store's state, checking it at each state update
    /// (the suite's time limit turns a store that never updates into a failure, not a hang).
    private func waitUntil(_ store: LogStore, _ condition: @escaping (LogModule.State) -> Bool) async {
        let (updates, update) = AsyncStream<LogModule.State>.makeStream()
        store.observeState { (state: LogModule.State) in update.yield(state) }
        for await state in updates where condition(state) { return }
    }
}

/// Whether every state observer call ran on the main queue (the main actor's executor).
@MainActor
private final class ObserverThreads {
    private(set) var allOnMain = true

    func record(isMain: Bool) {
        allOnMain = allOnMain && isMain
    }
}
