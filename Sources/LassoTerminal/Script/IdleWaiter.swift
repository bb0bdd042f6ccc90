import Lasso

/// Waits until an app is idle: no activity indicator animates on screen and nothing has changed
/// what is shown for a short quiet period, while main-actor work (tasks a store started,
/// actions dispatched from other threads) gets to run.
@MainActor
enum IdleWaiter {
    /// How long the display must stay unchanged to count as settled.
    static let quietPeriod: Duration = .milliseconds(20)

    /// Polls until `window` is idle or `timeout` passes; returns whether it became idle. The
    /// timeout only matters when the app never settles.
    static func waitUntilIdle(_ window: Window, timeout: Duration) async -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        var generation = window.displayGeneration
        var lastChange = start
        var rounds = 0
        while true {
            if rounds < 50 {
                await Task.yield()
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
            rounds += 1
            let now = clock.now
            if window.displayGeneration != generation {
                generation = window.displayGeneration
                lastChange = now
            }
            if rounds >= 10, now - lastChange >= quietPeriod, busyIndicator(in: window) == nil { return true }
            if now - start >= timeout { return false }
        }
    }

    /// The first activity indicator animating on screen, if any.
    static func busyIndicator(in window: Window) -> ActivityIndicator? {
        for layer in ScreenLayer.layers(of: window) {
            for widget in layer.content.view.visibleWidgets {
                if let indicator = widget as? ActivityIndicator, indicator.isAnimating { return indicator }
            }
        }
        return nil
    }
}
