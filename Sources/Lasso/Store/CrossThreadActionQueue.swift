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
