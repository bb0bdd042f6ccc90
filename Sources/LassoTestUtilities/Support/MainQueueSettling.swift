internal import Dispatch
internal import Foundation
import Lasso

/// Lets the work queued on the main queue run, for the waits of the flow and navigation
/// assertions: Lasso's "main queue exhaustion", with the time-out as its only clock.
///
/// A wait puts a marker at the back of the main queue and lets the queue run until the marker
/// has run: everything queued before it (blocks given to `DispatchQueue.main.async`, tasks on
/// the main actor, actions dispatched from other threads) has run by then. When that work changed
/// the hierarchy the wait is about (a controller of it got a lifecycle callback), it may have
/// queued more, so the wait goes another round, for at most ``maximumRounds`` in all; changes of
/// other hierarchies (another test's, run at the same time) do not count. It waits on the marker,
/// never on the clock: with nothing queued it returns after one hop of the queue. The time-out
/// only bounds it: a marker that runs after the deadline (a block held the main thread) ends
/// the wait with ``Outcome/timedOut``.
///
/// The asynchronous ``settle(timeout:scope:)`` suspends, which lets the queue run. The synchronous
/// ``settleRunningRunLoop(timeout:scope:)`` runs the main thread's run loop, which runs the main queue
/// only when the caller is not itself running in a block of the main queue: in a synchronous
/// XCTest method, yes; in the body of an `async` test method, a task or a Swift Testing test
/// (whose main actor runs on a thread of libdispatch's), no: libdispatch does not run its main
/// queue inside one of its blocks, and swift-corelibs-foundation's nested run loop returns at
/// once. There it returns ``Outcome/cannotWait`` without waiting.
@MainActor
package enum MainQueueSettling {
    /// How a wait ended.
    package enum Outcome: Equatable, Sendable {
        /// The queued work ran before the deadline.
        case settled
        /// A marker had not run by the deadline, or ran after it.
        case timedOut
        /// The caller runs in a block of the main queue, or off the main thread, where a
        /// synchronous wait cannot let the queue run: nothing was waited for.
        case cannotWait
    }

    /// Rounds a wait goes at most while each changes the hierarchy: more than the hops of a flow
    /// that places a screen from queued work whose screen queues more, few enough to end soon
    /// for a hierarchy that changes every time the queue runs. A count of rounds, not a time, so
    /// a loaded machine reaches it later, never sooner.
    package static let maximumRounds = 10

    /// Which controllers' lifecycle callbacks count as changes of the hierarchy a wait is about:
    /// those in `anchor`'s window or, when it is in none, in the hierarchy it is part of (its
    /// containers and presenters); every controller's when `anchor` is `nil`.
    package static func hierarchy(of anchor: ViewController?) -> @MainActor (ViewController) -> Bool {
        guard let anchor else { return { _ in true } }
        if let window = anchor.window { return { $0.window === window } }
        let root = outermost(anchor)
        return { outermost($0) === root }
    }

    /// The controller at the top of `controller`'s containers and presenters.
    private static func outermost(_ controller: ViewController) -> ViewController {
        var top = controller
        while let next = top.parent ?? top.presentingViewController { top = next }
        return top
    }

    /// Waits until the work queued on the main queue has run, suspending meanwhile; `scope`
    /// tells which controllers' changes call for another round (``hierarchy(of:)``).
    package static func settle(
        timeout: Duration, scope: @escaping @MainActor (ViewController) -> Bool = { _ in true }
    ) async -> Outcome {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let activity = HierarchyActivity(scope: scope)
        defer { activity.stop() }
        var rounds = 0
        repeat {
            activity.changed = false
            let markerRan: ContinuousClock.Instant = await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume(returning: ContinuousClock.now) }
            }
            guard markerRan <= deadline else { return .timedOut }
            rounds += 1
        } while activity.changed && rounds < maximumRounds
        return .settled
    }

    /// Waits until the work queued on the main queue has run, running the main thread's run
    /// loop meanwhile; ``Outcome/cannotWait`` at once where that cannot run the queue. `scope` as
    /// for ``settle(timeout:scope:)``.
    package static func settleRunningRunLoop(
        timeout: Duration, scope: @escaping @MainActor (ViewController) -> Bool = { _ in true }
    ) -> Outcome {
        guard Thread.isMainThread, withUnsafeCurrentTask(body: { $0 == nil }) else { return .cannotWait }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        let activity = HierarchyActivity(scope: scope)
        defer { activity.stop() }
        var rounds = 0
        repeat {
            activity.changed = false
            switch roundOnRunLoop(until: deadline) {
            case .ran: rounds += 1
            case .late: return .timedOut
            case .notRun: return .cannotWait
            }
        } while activity.changed && rounds < maximumRounds
        return .settled
    }

    /// How one round on the run loop ended.
    private enum Round {
        case ran, late, notRun
    }

    /// Queues a marker and runs the run loop until it has run or `deadline` passes.
    private static func roundOnRunLoop(until deadline: ContinuousClock.Instant) -> Round {
        let marker = Marker()
        DispatchQueue.main.async { marker.ranAt = ContinuousClock.now }
        while true {
            if let ranAt = marker.ranAt { return ranAt <= deadline ? .ran : .late }
            let now = ContinuousClock.now
            guard now < deadline else { return .late }
            let limit = Date(timeIntervalSinceNow: now.duration(to: deadline).timeInterval)
            // `false`: nothing to run in the mode, so the main queue is not among its sources
            // (the caller is in a block of it); the marker will run later, with nothing to tell.
            if !RunLoop.main.run(mode: .default, before: limit), marker.ranAt == nil { return .notRun }
        }
    }

    /// When the marker of a round ran.
    private final class Marker: @unchecked Sendable {
        // Written by a block on the main queue and read on the main thread, one after the other.
        var ranAt: ContinuousClock.Instant?
    }
}

/// Whether a controller of the hierarchy a wait is about (`scope`) got a lifecycle callback
/// while the wait observes it.
@MainActor
private final class HierarchyActivity {
    var changed = false
    private var registration: HierarchyObservers.Registration?

    init(scope: @escaping @MainActor (ViewController) -> Bool) {
        registration = HierarchyObservers.add(lifecycle: { [weak self] controller, _ in
            if scope(controller) { self?.changed = true }
        })
    }

    func stop() {
        if let registration { HierarchyObservers.remove(registration) }
        registration = nil
    }
}

extension Duration {
    /// The duration in seconds, as `Date` takes it.
    fileprivate var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
