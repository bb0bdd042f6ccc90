import Lasso

/// Waits until an app is idle: the main actor has run everything queued for it (tasks a store
/// started that are ready to go on, actions that arrived from other threads), no record of its
/// plugins is being read or written and no HTTP request of theirs is under way
/// (``Lasso/Window/backgroundWork``), and no activity indicator animates on screen.
///
/// It waits on events, never on the clock: it lets queued main-actor work run until a round of
/// it changes nothing on screen, and while an indicator animates it sleeps until the window's
/// next change. So a busy machine makes it slower, never wrong. The timeout only bounds the
/// wait for an app that never becomes idle.
///
/// A screen that changes by itself with no indicator (a clock ticking every millisecond) changes
/// the window during every round on a machine slow enough, so rounds alone would never settle:
/// after ``roundsOfOwnChange`` rounds in a row that each changed the window, the change is taken
/// as the screen's own and the app as idle. A count of rounds, not a time, so a loaded machine
/// reaches it later, never sooner.
@MainActor
enum IdleWaiter {
    /// Rounds of queued work in a row, each changing the window, after which the change is taken
    /// as the screen's own: far more than the hops of a chain of work a store starts that changes
    /// the screen at every hop (a hop that changes nothing already ends the wait), few enough
    /// that a main actor shared with a whole test run (30 ms a round, seen) gets there in
    /// seconds.
    static let roundsOfOwnChange = 100

    /// Waits until `window` is idle or `timeout` passes; returns whether it became idle.
    static func waitUntilIdle(_ window: Window, timeout: Duration) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        // The window's changes, joined to its display handler (a renderer's, if set, still runs);
        // the stream ends at the deadline.
        let (changes, change) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let previousHandler = window.onNeedsDisplay
        window.onNeedsDisplay = {
            previousHandler?()
            change.yield()
        }
        defer { window.onNeedsDisplay = previousHandler }
        let limit = Task {
            try? await Task.sleep(until: deadline)
            change.finish()
        }
        defer { limit.cancel() }
        var nextChange = changes.makeAsyncIterator()
        while true {
            guard await runQueuedWork(window, until: deadline) else { return false }
            // Records being read or written, HTTP requests: their results are work queued next.
            if let work = window.backgroundWork.first(where: \.isBusy) {
                await work.settled()
                continue
            }
            if busyIndicator(in: window) == nil { return true }
            guard await nextChange.next(isolation: #isolation) != nil else { return false }
        }
    }

    /// Lets the main actor run what is queued for it, again while a round changed the window
    /// (the work it ran queued more), for at most ``roundsOfOwnChange`` rounds; `false` if it
    /// still changes at `deadline`.
    private static func runQueuedWork(_ window: Window, until deadline: ContinuousClock.Instant) async -> Bool {
        var generation: UInt64
        var rounds = 0
        repeat {
            guard ContinuousClock.now < deadline else { return false }
            guard rounds < roundsOfOwnChange else { return true }
            rounds += 1
            generation = window.displayGeneration
            // A yield on the main actor queues this task behind every job queued before it.
            await Task.yield()
        } while window.displayGeneration != generation
        return true
    }

    /// What the first activity indicator animating on screen says, if one animates.
    static func busyIndicator(in window: Window) -> ProgressContent? {
        for layer in ScreenLayer.layers(of: window) {
            for widget in layer.content.view.visibleWidgets {
                if case .progress(let progress) = widget.primitive, progress.fraction == nil, progress.isActive {
                    return progress
                }
            }
        }
        return nil
    }
}
