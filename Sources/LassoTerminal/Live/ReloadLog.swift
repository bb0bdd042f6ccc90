/// The reloads a running app did, in order, so a script can wait for the next one
/// (`wait reload`) however soon after a change it arrives.
@MainActor
public final class ReloadLog {
    /// One reload.
    public struct Entry: Sendable, Equatable {
        /// What it did, as the status line says it.
        public let summary: String
        /// Whether it did what was asked.
        public let succeeded: Bool

        /// Creates an entry.
        public init(summary: String, succeeded: Bool) {
            self.summary = summary
            self.succeeded = succeeded
        }
    }

    /// Every reload so far.
    public private(set) var entries: [Entry] = []
    /// How many entries ``next(timeout:)`` has handed out.
    private var consumed = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Creates an empty log.
    public init() {}

    /// Records a reload and wakes whoever waits for one.
    public func record(_ entry: Entry) {
        entries.append(entry)
        let waiting = waiters
        waiters.removeAll()
        for continuation in waiting.values { continuation.resume() }
    }

    /// The first reload not handed out yet, waiting for it when there is none; `nil` when none
    /// came within `timeout`.
    public func next(timeout: Duration) async -> Entry? {
        let deadline = ContinuousClock.now + timeout
        while consumed >= entries.count {
            guard ContinuousClock.now < deadline else { return nil }
            await waitForRecord(until: deadline)
        }
        consumed += 1
        return entries[consumed - 1]
    }

    /// Returns on the next ``record(_:)`` or at `deadline`, whichever comes first.
    private func waitForRecord(until deadline: ContinuousClock.Instant) async {
        let id = nextWaiter
        nextWaiter += 1
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline)
            self?.waiters.removeValue(forKey: id)?.resume()
        }
        await withCheckedContinuation { waiters[id] = $0 }
        timer.cancel()
    }
}
