import Lasso

/// Checks "an update copies the state at most once" on the ~100 KB state, without timing:
///
/// - payload copies: the address of the payload's storage is read before and after each action;
///   it changes exactly when the update copied the 100 KiB array;
/// - heap during notification: an extra observer reads malloc's bytes in use while observers run
///   (old and new state both alive) and subtracts the bytes in use just before the dispatch.
@MainActor
enum StateCopyCheck {
    struct Result {
        let reducer: StoreBenchmarkCase.Reducer
        /// The observers registered, e.g. `1 key path + heap probe`.
        let observers: String
        let actions: Int
        let payloadCopies: Int
        /// Largest extra heap bytes seen during a notification (nil: no probe or no mallinfo2).
        let extraHeapBytesDuringNotification: Int?

        var copiesPerAction: Double { Double(payloadCopies) / Double(actions) }
    }

    /// Runs `actions` actions per configuration.
    static func run(actions: Int = 1_000) -> [Result] {
        var results: [Result] = []
        for reducer in [StoreBenchmarkCase.Reducer.trivial, .touchesPayload] {
            for observers in [0, 1, 100] {
                results.append(countCopies(reducer: reducer, observers: observers, actions: actions))
            }
            results.append(probeHeap(reducer: reducer, actions: actions))
        }
        return results
    }

    private static func action(for reducer: StoreBenchmarkCase.Reducer) -> CounterAction {
        reducer == .trivial ? .increment : .incrementAndTouchPayload
    }

    /// `observers` key-path observers on `\.count`, as in the timed cases.
    private static func countCopies(reducer: StoreBenchmarkCase.Reducer, observers: Int, actions: Int) -> Result {
        let store = LargeCounterStore(with: .init())
        let sink = NotificationSink()
        for _ in 0..<observers {
            store.observeState(\.count) { (value: Int) in sink.record(value) }
        }
        var copies = 0
        for _ in 0..<actions {
            let before = store.state.payloadAddress
            store.dispatchAction(action(for: reducer))
            if store.state.payloadAddress != before { copies += 1 }
        }
        blackHole(sink.checksum)
        return Result(
            reducer: reducer, observers: "\(observers) key path", actions: actions, payloadCopies: copies,
            extraHeapBytesDuringNotification: nil)
    }

    /// One key-path observer plus a probe observer that samples the heap during notification.
    private static func probeHeap(reducer: StoreBenchmarkCase.Reducer, actions: Int) -> Result {
        final class Probe {
            var baseline = 0
            var maxExtra = Int.min
            var copies = 0
        }
        let store = LargeCounterStore(with: .init())
        let sink = NotificationSink()
        let probe = Probe()
        store.observeState(\.count) { (value: Int) in sink.record(value) }
        store.observeState { (oldState: LargeCounterModule.State?, newState: LargeCounterModule.State) in
            guard let oldState, let inUse = HeapUsage.bytesInUse() else { return }
            probe.maxExtra = max(probe.maxExtra, inUse - probe.baseline)
            if oldState.payloadAddress != newState.payloadAddress { probe.copies += 1 }
        }
        for _ in 0..<actions {
            guard let inUse = HeapUsage.bytesInUse() else { break }
            probe.baseline = inUse
            store.dispatchAction(action(for: reducer))
        }
        blackHole(sink.checksum)
        return Result(
            reducer: reducer,
            observers: "1 key path + heap probe",
            actions: actions,
            payloadCopies: probe.copies,
            extraHeapBytesDuringNotification: probe.maxExtra == Int.min ? nil : probe.maxExtra
        )
    }
}
