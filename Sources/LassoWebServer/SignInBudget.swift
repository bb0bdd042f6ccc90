internal import Synchronization

/// How often anyone may try a wrong token (in the address or at `POST /login`): a token bucket
/// shared by every client (all of them may come from one address, loopback), which only wrong
/// tokens empty. While it is empty no token is even compared, so guessing is slowed to ``rate``
/// tries a second whoever sends them; the right token costs nothing, so pages that sign in
/// (a thousand of them in the load benchmark) are never held back unless someone is guessing.
final class SignInBudget: Sendable {
    /// Tries refilled a second.
    static let rate = 5.0
    /// Tries that may come at once.
    static let burst = 20.0

    private let budget = Mutex(EventBudget(rate: SignInBudget.rate, burst: SignInBudget.burst))
    /// The time now: the clock's, or a test's.
    private let now: @Sendable () -> ContinuousClock.Instant

    /// A full budget, refilled as `now` goes on.
    init(now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.now = now
    }

    /// Whether a token may be tried now.
    func allowsATry() -> Bool {
        budget.withLock { $0.hasOne(at: now()) }
    }

    /// A wrong token was tried: it takes one try's worth.
    func recordWrongToken() {
        budget.withLock { _ = $0.spend(at: now()) }
    }
}
