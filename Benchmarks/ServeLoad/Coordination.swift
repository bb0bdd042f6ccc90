import Synchronization

/// A value several tasks of one user share.
final class Shared<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func update<Result: Sendable>(_ change: (inout Value) -> Result) -> Result {
        value.withLock { change(&$0) }
    }

    var current: Value { value.withLock { $0 } }
}

/// Where every simulated user waits until all are set up: then the load starts at one instant.
actor StartGate {
    private var start: ContinuousClock.Instant?
    private var waiting: [CheckedContinuation<ContinuousClock.Instant, Never>] = []

    /// The instant the load starts, once the gate opened.
    func wait() async -> ContinuousClock.Instant {
        if let start { return start }
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets every user go, starting at `instant`.
    func open(at instant: ContinuousClock.Instant) {
        start = instant
        for waiter in waiting { waiter.resume(returning: instant) }
        waiting.removeAll()
    }
}

/// At most `count` users set up at once (load the page, open the socket, reach the counter), as
/// browsers arriving over a while would; the rest wait their turn.
actor SetupPermits {
    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        available = count
    }

    func acquire() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            available += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
