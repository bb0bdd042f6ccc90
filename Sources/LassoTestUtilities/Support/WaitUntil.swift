import Testing

/// Waits on the main actor until `condition` holds, letting other main-actor work (tasks a store
/// started, actions dispatched from other threads) run in between.
///
/// The condition is checked after each `Task.yield()`; after the first 1,000 yields it is
/// checked every millisecond. Passing tests never wait for the timeout; it only bounds how long
/// a failing test waits. On timeout an issue is recorded at the caller's line.
///
/// ```swift
/// store.dispatchAction(.didTapLogin)
/// await waitUntil { !store.state.isLoggingIn }
/// ```
///
/// - Parameters:
///   - timeout: How long to wait before giving up.
///   - message: What was awaited, for the failure message.
///   - sourceLocation: Where a timeout is reported; defaults to the caller's line.
///   - condition: What to wait for.
/// - Returns: Whether `condition` held before the timeout.
@MainActor
@discardableResult
public func waitUntil(
    timeout: Duration = .seconds(60),
    _ message: String = "the condition",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async -> Bool {
    if await poll(timeout: timeout, condition) { return true }
    fail("timed out after \(timeout) waiting for \(message)", at: sourceLocation)
    return false
}

/// Checks `condition` between main-actor yields until it holds or `timeout` passes; records
/// nothing.
@MainActor
func poll(timeout: Duration, _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var yields = 0
    while !condition() {
        guard clock.now < deadline else { return false }
        if yields < 1_000 {
            yields += 1
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}
