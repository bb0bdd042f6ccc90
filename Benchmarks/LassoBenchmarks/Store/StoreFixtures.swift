import Lasso

/// The actions of the benchmark stores.
enum CounterAction: Sendable {
    /// `update { $0.count += 1 }`: the trivial reducer.
    case increment
    /// `update { $0.count += 1; $0.payload[i] &+= 1 }`: also writes one byte of the large payload.
    case incrementAndTouchPayload
}

/// A module whose state is one `Int`.
enum SmallCounterModule: StoreModule {
    typealias Action = CounterAction

    struct State {
        var count = 0
    }
}

/// A module whose state is an `Int` counter plus a ~100 KB byte array.
enum LargeCounterModule: StoreModule {
    typealias Action = CounterAction

    struct State {
        /// Size of `payload`: 100 KiB, below glibc's 128 KiB mmap threshold, so copies come from
        /// the malloc arena like most state allocations.
        static let payloadSize = 100 * 1024

        var count = 0
        var payload = [UInt8](repeating: 0, count: payloadSize)

        /// Writes one byte of the payload (which copies it if the buffer is shared).
        mutating func touchPayload() {
            payload[count % Self.payloadSize] &+= 1
        }

        /// The address of the payload's storage: it changes exactly when the payload was copied.
        var payloadAddress: UInt {
            payload.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        }
    }
}

/// The store over the small state.
final class SmallCounterStore: LassoStore<SmallCounterModule> {
    override func handleAction(_ action: Action) {
        switch action {
        case .increment, .incrementAndTouchPayload:
            update { $0.count += 1 }
        }
    }
}

/// The store over the ~100 KB state.
final class LargeCounterStore: LassoStore<LargeCounterModule> {
    override func handleAction(_ action: Action) {
        switch action {
        case .increment:
            update { $0.count += 1 }
        case .incrementAndTouchPayload:
            update {
                $0.count += 1
                $0.touchPayload()
            }
        }
    }
}
