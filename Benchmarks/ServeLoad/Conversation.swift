import Synchronization

/// The events one socket sent and the answers it got: the server answers event `s` with a
/// message that starts `{"a":s` (WebDocument's patch message, or `{"a":s,"e":…}` when the event
/// did nothing). Written by the task that sends and read by the task that reads the socket.
final class Conversation: Sendable {
    private struct Pending {
        let sentAt: ContinuousClock.Instant
        /// Whether its answer time counts in ``latencies``.
        let measured: Bool
        /// Whether someone awaits its answer's text (``answer(to:within:)``).
        let awaited: Bool
    }

    private struct State {
        var nextSequence = 0
        var pending: [Int: Pending] = [:]
        var kept: [Int: String] = [:]
        var waiters: [Int: CheckedContinuation<String?, Never>] = [:]
        var latencies: [Int64] = []
        /// When each of ``latencies`` was sent.
        var sentAt: [ContinuousClock.Instant] = []
        var sent = 0
        var refused = 0
        var closed = false
        var finishing = false
    }

    private let state = Mutex(State())

    /// A new event number (from 1, as the page's script counts).
    func nextSequence() -> Int {
        state.withLock {
            $0.nextSequence += 1
            return $0.nextSequence
        }
    }

    /// Notes that event `sequence` is sent now; `measured` events count in ``latencies`` and
    /// ``unanswered``, `awaited` ones keep their answer for ``answer(to:within:)``.
    func willSend(_ sequence: Int, measured: Bool, awaited: Bool) {
        state.withLock {
            $0.pending[sequence] = Pending(sentAt: .now, measured: measured, awaited: awaited)
            if measured { $0.sent += 1 }
        }
    }

    /// Takes a message from the server, at `now`.
    func received(_ text: String, at now: ContinuousClock.Instant = .now) {
        guard let sequence = Self.answered(text) else { return }
        let waiter: CheckedContinuation<String?, Never>? = state.withLock {
            guard let pending = $0.pending.removeValue(forKey: sequence) else { return nil }
            if pending.measured {
                $0.latencies.append(Int64((now - pending.sentAt) / .nanoseconds(1)))
                $0.sentAt.append(pending.sentAt)
                if text.contains("\"e\":") { $0.refused += 1 }
            }
            guard pending.awaited else { return nil }
            if let waiter = $0.waiters.removeValue(forKey: sequence) { return waiter }
            $0.kept[sequence] = text
            return nil
        }
        waiter?.resume(returning: text)
    }

    /// The answer to event `sequence` (sent as awaited), or `nil` when none came within
    /// `timeout` or the socket closed.
    func answer(to sequence: Int, within timeout: Duration) async -> String? {
        let expiry = Task {
            try? await Task.sleep(for: timeout)
            state.withLock { $0.waiters.removeValue(forKey: sequence) }?.resume(returning: nil)
        }
        defer { expiry.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let ready: String?? = state.withLock {
                if let text = $0.kept.removeValue(forKey: sequence) { return .some(text) }
                if $0.closed { return .some(nil) }
                $0.waiters[sequence] = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// The socket is closing on purpose: what follows is not a loss.
    func finish() {
        state.withLock { $0.finishing = true }
    }

    /// The socket closed: nobody waits for answers any more.
    func closed() {
        let waiters = state.withLock { state in
            state.closed = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: nil) }
    }

    /// Whether the socket closed before ``finish()``.
    var closedEarly: Bool { state.withLock { $0.closed && !$0.finishing } }

    /// Measured events not answered yet.
    var unanswered: Int { state.withLock { $0.pending.values.count(where: \.measured) } }

    /// Measured events sent.
    var sent: Int { state.withLock { $0.sent } }

    /// Measured events answered with an error (`e`): the server took them but they did nothing.
    var refused: Int { state.withLock { $0.refused } }

    /// Nanoseconds from sending each measured event to its answer, in the order answered.
    var latencies: [Int64] { state.withLock { $0.latencies } }

    /// When each of ``latencies`` was sent.
    var sentAt: [ContinuousClock.Instant] { state.withLock { $0.sentAt } }

    /// Waits, polling, until every measured event is answered, the socket closed, or `deadline`.
    func drain(until deadline: ContinuousClock.Instant) async {
        while ContinuousClock.now < deadline, unanswered > 0, !state.withLock({ $0.closed }) {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The event number a message answers: `{"a":7,…}` → 7.
    static func answered(_ text: String) -> Int? {
        let prefix = "{\"a\":".utf8
        guard text.utf8.starts(with: prefix) else { return nil }
        var number = 0
        var digits = 0
        for byte in text.utf8.dropFirst(prefix.count) {
            guard (48...57).contains(byte) else { break }
            number = number * 10 + Int(byte - 48)
            digits += 1
        }
        return digits > 0 ? number : nil
    }
}
