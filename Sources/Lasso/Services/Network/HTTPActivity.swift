internal import Synchronization

/// The HTTP requests of a session's plugins under way: background work a script's `wait idle`
/// waits for (``Window/backgroundWork``), as it waits for records being read or written.
package final class HTTPActivity: BackgroundWork, Sendable {
    private struct Count {
        var running = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let count = Mutex(Count())

    package init() {}

    /// A request started.
    nonisolated func begin() {
        count.withLock { $0.running += 1 }
    }

    /// A request ended (answered, failed or cancelled).
    nonisolated func end() {
        let waiters = count.withLock { count -> [CheckedContinuation<Void, Never>] in
            count.running -= 1
            guard count.running == 0 else { return [] }
            defer { count.waiters = [] }
            return count.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    package nonisolated var isBusy: Bool { count.withLock { $0.running > 0 } }

    package nonisolated func settled() async {
        await withCheckedContinuation { continuation in
            let now = count.withLock { count -> Bool in
                guard count.running > 0 else { return true }
                count.waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}
