import Lasso

/// Waits until an app is idle: the main actor has run everything queued for it (tasks a store
/// started that are ready to go on, actions that arrived from other threads) and no activity
/// indicator animates on screen.
///
/// It waits on events, never on the clock: it lets queued main-actor work run until a round of
/// it changes nothing on screen, and while an indicator animates it sleeps until the window's
/// next change. So a busy machine makes it slower, never wrong. The timeout only bounds the
/// wait for an app that never becomes idle.
@MainActor
enum IdleWaiter {
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
            if busyIndicator(in: window) == nil { return true }
            guard await nextChange.next(isolation: #isolation) != nil else { return false }
        }
    }

    /// Lets the main actor run what is queued for it, again while a round changed the window
    /// (the work it ran queued more); `false` if it still changes at `deadline`.
    private static func runQueuedWork(_ window: Window, until deadline: ContinuousClock.Instant) async -> Bool {
        var generation: UInt64
        repeat {
            guard ContinuousClock.now < deadline else { return false }
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
