internal import Dispatch
internal import Foundation
internal import Synchronization

/// Carries what is sent to a store off the main thread (actions, and state changes of
/// ``LassoStore/updateFromAnyThread(_:)``) to the main actor, preserving their order.
///
/// Elements are appended under a lock; the first append after a drain schedules one drain on the
/// main queue, so a burst of background sends costs one hop.
///
/// The lock is an `NSLock` (a pthread mutex), not `Synchronization.Mutex`: on Linux a contended
/// `Mutex` hands over through the kernel (a priority-inheriting futex), where ThreadSanitizer
/// sees no ordering, so Lasso's concurrent-update test (several threads sending at once) was
/// reported as a race; ThreadSanitizer models pthread mutexes.
final class CrossThreadActionQueue<Element: Sendable>: @unchecked Sendable {
    private struct Buffer {
        var actions: [Element] = []
        var isDrainScheduled = false
    }

    // Invariant (why `@unchecked Sendable` holds): `buffer` is read and written only inside
    // `lock.withLock`; `pendingCount` is atomic.
    private let lock = NSLock()
    private var buffer = Buffer()
    private let pendingCount = Atomic<Int>(0)

    /// Whether actions are waiting to be delivered. A cheap check for the main-thread fast path.
    var hasPending: Bool { pendingCount.load(ordering: .acquiring) > 0 }

    /// Appends `action`; returns `true` when the caller must schedule a drain.
    func enqueue(_ action: Element) -> Bool {
        lock.withLock {
            buffer.actions.append(action)
            pendingCount.add(1, ordering: .releasing)
            if buffer.isDrainScheduled { return false }
            buffer.isDrainScheduled = true
            return true
        }
    }

    /// Removes and returns the waiting elements, oldest first, up to the first one that is a
    /// `barrier`, which stays with those after it; `isLeft` says whether any stay (a drain then
    /// stays scheduled: the caller schedules it).
    func take(upTo barrier: (Element) -> Bool = { _ in false }) -> (elements: [Element], isLeft: Bool) {
        lock.withLock {
            let end = buffer.actions.firstIndex(where: barrier) ?? buffer.actions.endIndex
            let taken = Array(buffer.actions[..<end])
            buffer.actions.removeFirst(end)
            let isLeft = !buffer.actions.isEmpty
            if !isLeft { buffer.isDrainScheduled = false }
            pendingCount.subtract(taken.count, ordering: .releasing)
            return (taken, isLeft)
        }
    }
}
