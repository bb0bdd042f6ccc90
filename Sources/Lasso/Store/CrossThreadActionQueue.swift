internal import Dispatch
internal import Foundation
internal import Synchronization

/// Carries actions dispatched off the main thread to the main actor, preserving their order.
///
/// Actions are appended under a lock; the first append after a drain schedules one drain on the
/// main queue, so a burst of background dispatches costs one hop.
final class CrossThreadActionQueue<Action: Sendable>: Sendable {
    private struct Buffer {
        var actions: [Action] = []
        var isDrainScheduled = false
    }

    private let buffer = Mutex(Buffer())
    private let pendingCount = Atomic<Int>(0)

    /// Whether actions are waiting to be delivered. A cheap check for the main-thread fast path.
    var hasPending: Bool { pendingCount.load(ordering: .acquiring) > 0 }

    /// Appends `action`; returns `true` when the caller must schedule a drain.
    func enqueue(_ action: Action) -> Bool {
        buffer.withLock { buffer in
            buffer.actions.append(action)
            pendingCount.add(1, ordering: .releasing)
            if buffer.isDrainScheduled { return false }
            buffer.isDrainScheduled = true
            return true
        }
    }

    /// Removes and returns every waiting action, oldest first.
    func takeAll() -> [Action] {
        buffer.withLock { buffer in
            let actions = buffer.actions
            buffer.actions.removeAll(keepingCapacity: true)
            buffer.isDrainScheduled = false
            pendingCount.subtract(actions.count, ordering: .releasing)
            return actions
        }
    }
}

/// Whether the caller runs where the main actor's jobs run: on the main dispatch queue.
///
/// `Thread.isMainThread` alone is not enough: once a Linux process calls `dispatchMain()` (as the
/// Swift concurrency runtime and test runners do), the main thread exits and the main queue, and
/// with it the main actor, is served by a worker thread. Code running there must still count as
/// "on main", or main-actor dispatches would be deferred instead of handled synchronously.
func isOnMainThread() -> Bool {
    // The queue-specific check first: `Thread.isMainThread` costs two system calls on Linux.
    DispatchQueue.getSpecific(key: mainQueueKey) == true || Thread.isMainThread
}

/// Marks the main dispatch queue, so that code can tell it runs there on any thread.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
