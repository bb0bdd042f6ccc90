import CAllocationCounter
import CCallgrindMarks
import Lasso

/// A store set up for one case: `dispatch(n)` sends `n` actions from the main thread, each
/// running handleAction → update → every key-path observer.
@MainActor
final class StoreBenchmarkRunner {
    let observers: Int
    let sink = NotificationSink()
    private(set) var dispatchedActions = 0
    private let dispatchActions: @MainActor (Int) -> Void

    init<Module: StoreModule>(
        store: LassoStore<Module>,
        action: Module.Action,
        observedKeyPath: KeyPath<Module.State, Int>,
        observers: Int
    ) {
        self.observers = observers
        let sink = sink
        for _ in 0..<observers {
            store.observeState(observedKeyPath) { (value: Int) in sink.record(value) }
        }
        sink.reset()  // forget the calls made on registration
        dispatchActions = { count in
            for _ in 0..<count {
                store.dispatchAction(action)
            }
            blackHole(store.state)
        }
    }

    /// Dispatches `count` actions.
    func dispatch(_ count: Int) {
        dispatchActions(count)
        dispatchedActions += count
    }

    /// Heap allocations per action over `count` actions (after the warm-up, so arrays have
    /// reached their capacity): the action path itself should make none.
    func allocationsPerAction(_ count: Int) -> Double {
        let before = lasso_benchmark_thread_allocations()
        dispatch(count)
        return Double(lasso_benchmark_thread_allocations() - before) / Double(count)
    }

    /// Dispatches `count` actions as one block marked for callgrind, named `label`: under
    /// `Benchmarks/store-instructions.sh` its instructions are counted and reported per action;
    /// anywhere else the marks do nothing.
    func markInstructions(_ count: Int, label: String) {
        lasso_benchmark_callgrind_start()
        dispatch(count)
        lasso_benchmark_callgrind_dump("\(label) | \(count) actions")
    }

    /// Whether every observer was notified once per action.
    var everyObserverNotified: Bool {
        sink.notifications == observers * dispatchedActions
    }
}
