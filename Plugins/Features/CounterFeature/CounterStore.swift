import Lasso

/// The counter's logic: counts within zero and the limit, and reports reaching the limit. A
/// counter whose state names a key (``CounterScreenModule/State/keptAs``) keeps its count in
/// the user's records (``counts``): the user's own, kept across restarts, and the same in every
/// session of theirs at once. Without one the count lives in the screen's state only.
public final class CounterStore: LassoStore<CounterScreenModule> {
    /// Where the count is kept when the state names a key: the user's records of the counter
    /// plugin.
    public var counts: StorageArea? {
        didSet {
            guard let counts, let key = countKey else { return }
            observation = counts.observe(Int.self, key: key) { [weak self] in self?.didReadCount($0) }
        }
    }
    private var observation: StorageObservation?
    /// The count shown that is not written yet, if any.
    private var unwritten: Int?
    /// Writes the count shown, one write at a time and the newest count last, while there is
    /// one not written: two writes under way at once could commit out of order and keep an
    /// older count. What a test awaits.
    public private(set) var keeping: Task<Void, Never>?

    /// The key of this counter's count among the user's records, if it keeps it there.
    var countKey: String? { state.keptAs.map { "count/" + $0 } }

    /// Handles the counter's buttons.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didTapIncrement:
            guard state.count < state.limit else { return }
            update { $0.count += 1 }
            keep(state.count)
            if state.count == state.limit {
                dispatchOutput(.didReachLimit(count: state.count))
            }
        case .didTapDecrement:
            guard state.count > 0 else { return }
            update { $0.count -= 1 }
            keep(state.count)
        case .didTapReset:
            update { $0.count = 0 }
            keep(0)
        }
    }

    private func keep(_ count: Int) {
        guard let counts, let key = countKey else { return }
        unwritten = count
        guard keeping == nil else { return }  // The write under way writes it next.
        keeping = Task { [weak self] in
            while let self, let count = self.unwritten {
                self.unwritten = nil
                do {
                    try await counts.put(count, for: key)
                } catch {
                    self.update { $0.problem = "The count could not be kept: \(error)" }
                }
            }
            self?.keeping = nil
        }
    }

    /// A count written by any session of the user, within the limit.
    private func didReadCount(_ count: Int?) {
        // While the count shown is being written, a count read back is older than it.
        guard keeping == nil, let count else { return }
        let kept = min(max(0, count), state.limit)
        guard kept != state.count else { return }
        update { $0.count = kept }
    }
}
