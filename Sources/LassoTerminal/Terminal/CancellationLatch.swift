internal import Synchronization

/// Opens once, when a dispatch source's cancel handler has run, and lets the session wait for
/// it: only then is the source's descriptor no longer watched by libdispatch, which keys what it
/// watches by descriptor number. A descriptor closed before that, and its number reused by a new
/// source (another file's watcher), leaves the new source deaf for good.
final class CancellationLatch: Sendable {
    private struct Latch {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let latch = Mutex(Latch())

    /// Opens the latch: every waiter goes on, and later ones do not wait.
    func open() {
        let waiters = latch.withLock { latch -> [CheckedContinuation<Void, Never>] in
            latch.isOpen = true
            defer { latch.waiters = [] }
            return latch.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether the latch is open.
    var isOpen: Bool { latch.withLock(\.isOpen) }

    /// Returns once the latch is open.
    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = latch.withLock { latch -> Bool in
                guard !latch.isOpen else { return true }
                latch.waiters.append(continuation)
                return false
            }
            if isOpen { continuation.resume() }
        }
    }
}
