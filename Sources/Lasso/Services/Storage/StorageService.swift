internal import Foundation

/// The host's storage for every plugin and session of one process: a backend, and the
/// observers to tell when a commit changes what they watch.
///
/// One per process (every session of `serve` shares it), so that a change one session commits
/// shows at once in every other session watching the same records: two tabs of one user.
@MainActor
package final class StorageService: BackgroundWork {
    package let backend: any StorageBackend
    /// Where an observer's error goes when its store gave no handler: the runtime's reports,
    /// which the host shows (the status line, the log), never nowhere.
    package var reportError: @MainActor (StorageError) -> Void = { LassoDiagnostics.report($0.description) }
    /// The migrations of stored values already reported (``reportMigrationOnce(_:)``).
    private var reportedMigrations: Set<String> = []

    /// Reports `message` (what a read migrated of a stored value) the first time it is said:
    /// an observed record read again and again says it once.
    package func reportMigrationOnce(_ message: String) {
        guard reportedMigrations.insert(message).inserted else { return }
        LassoDiagnostics.report(message)
    }
    private var observers: [StorageAddress: [WeakObservation]] = [:]
    /// How many reads, writes and observers' deliveries are under way, and who waits for there
    /// to be none.
    private var inFlight = 0
    private var waitingForSettled: [CheckedContinuation<Void, Never>] = []

    package init(backend: any StorageBackend) {
        self.backend = backend
        backend.listen { [weak self] change in
            Task { @MainActor in self?.changed(change) }
        }
    }

    /// An in-memory store: the test double, and `--storage memory`.
    package static func inMemory() -> StorageService {
        StorageService(backend: InMemoryStorageBackend())
    }

    /// Applies `commit` and tells the observers of what it changed; `false` when another
    /// writer's change came first (nothing was applied).
    package func commit(_ commit: StorageCommit) async throws -> Bool {
        guard try await track({ try await backend.commit(commit) }) else { return false }
        changed(commit.address, keys: commit.writes.keys)
        return true
    }

    /// Tells the observers at `address` that `keys` changed (a commit of this process, or one
    /// another process made that the backend heard of).
    package func changed(_ address: StorageAddress, keys: some Collection<String>) {
        refreshObservers(at: address) { keys.contains(where: $0.watches) }
    }

    /// Tells the observers what another process committed.
    package func changed(_ change: StorageChange) {
        switch change {
        case .records(let address, let keys?): changed(address, keys: keys)
        case .records(let address, nil): refreshObservers(at: address) { _ in true }
        case .anything:
            for address in Array(observers.keys) { refreshObservers(at: address) { _ in true } }
        case .unheard(let reason):
            LassoDiagnostics.report(
                "the store \(backend.location) no longer hears other servers' changes (\(reason)); they show once it hears again"
            )
        }
    }

    /// Refreshes the observers at `address` that `concerned` picks, forgetting released ones.
    private func refreshObservers(at address: StorageAddress, where concerned: (StorageObservation) -> Bool) {
        guard var watching = observers[address] else { return }
        watching.removeAll { $0.observation == nil }
        observers[address] = watching.isEmpty ? nil : watching
        for entry in watching {
            guard let observation = entry.observation, concerned(observation) else { continue }
            refresh(observation)
        }
    }

    func add(_ observation: StorageObservation, at address: StorageAddress) {
        observers[address, default: []].append(WeakObservation(observation: observation))
        refresh(observation)
    }

    /// Returns once every observer has been told of every change committed so far: what a
    /// test awaits before it looks at what a store shows.
    package func settled() async {
        guard inFlight > 0 else { return }
        await withCheckedContinuation { waitingForSettled.append($0) }
    }

    /// Whether a read, a write or an observer's delivery is under way.
    package var isBusy: Bool { inFlight > 0 }

    /// Runs `operation` (a read or a commit of the backend's), counted as under way meanwhile.
    package func track<Result>(_ operation: () async throws -> Result) async throws -> Result {
        inFlight += 1
        defer { finished() }
        return try await operation()
    }

    /// Reads what `observation` watches again and hands it over, as after a change of it.
    package func refresh(_ observation: StorageObservation) {
        inFlight += 1
        observation.refresh { [weak self] in self?.finished() }
    }

    private func finished() {
        inFlight -= 1
        guard inFlight == 0 else { return }
        let waiting = waitingForSettled
        waitingForSettled.removeAll()
        for continuation in waiting { continuation.resume() }
    }

    private struct WeakObservation {
        weak var observation: StorageObservation?
    }
}
