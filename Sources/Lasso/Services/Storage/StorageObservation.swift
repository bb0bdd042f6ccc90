/// A store's watch over a record or a key prefix: its handler gets the current value at once
/// and again after every change, from any session of the same user (or any, for the app's
/// records). Keep it as long as the store wants the changes (a property of the store); it
/// ends when released or cancelled.
@MainActor
public final class StorageObservation {
    private let selector: Selector
    /// Reads what is watched; returns the call of the handler with it.
    private let fetch: @MainActor () async -> (@MainActor () -> Void)
    private var generation = 0
    private var isCancelled = false

    enum Selector {
        case key(String)
        case prefix(String)
    }

    init(selector: Selector, fetch: @escaping @MainActor () async -> (@MainActor () -> Void)) {
        self.selector = selector
        self.fetch = fetch
    }

    /// Stops the handler from being called again.
    public func cancel() {
        isCancelled = true
    }

    /// Whether a change of `key` concerns this observation.
    func watches(_ key: String) -> Bool {
        switch selector {
        case .key(let watched): key == watched
        case .prefix(let prefix): key.hasPrefix(prefix)
        }
    }

    /// Reads what is watched and hands it to the handler, unless a newer read has started
    /// meanwhile (reads can finish out of order; only the newest is delivered).
    /// `finished` is called when this read has been delivered or dropped.
    func refresh(finished: @escaping @MainActor () -> Void) {
        generation += 1
        let current = generation
        Task { [weak self] in
            if let self, !self.isCancelled { await self.deliverIfCurrent(current) }
            finished()
        }
    }

    private func deliverIfCurrent(_ current: Int) async {
        guard current == generation, !isCancelled else { return }
        let deliver = await fetch()
        guard current == generation, !isCancelled else { return }
        deliver()
    }
}
