/// Waits until `condition` holds, giving other tasks (a store's login request) the chance to
/// run. Returns at once when the condition already holds; yields first, then polls every
/// millisecond. `timeout` is generous: it only matters when the condition never holds, and then
/// the caller's expectation fails.
@MainActor
func waitUntil(timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var attempts = 0
    while !condition() {
        guard clock.now < deadline else { return false }
        attempts += 1
        if attempts < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}

/// Gives pending tasks a fair chance to run, for checks that something does *not* happen.
@MainActor
func letPendingTasksRun() async {
    for _ in 0..<20 { await Task.yield() }
}
