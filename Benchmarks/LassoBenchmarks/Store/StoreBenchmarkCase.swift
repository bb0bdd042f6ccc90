import Lasso

/// One measured configuration: a state shape, a reducer and a number of key-path observers.
struct StoreBenchmarkCase {
    enum StateShape: String {
        case small = "small (1 Int)"
        case large = "100 KiB"
    }

    enum Reducer: String {
        case trivial = "count += 1"
        case touchesPayload = "count += 1, payload[i] += 1"
    }

    let shape: StateShape
    let reducer: Reducer
    let observers: Int
    /// Samples use `--iterations / iterationDivisor` actions (expensive cases run fewer).
    let iterationDivisor: Int

    var stateDescription: String {
        switch (shape, reducer) {
        case (.small, _): return shape.rawValue
        case (.large, .trivial): return "100 KiB, payload untouched"
        case (.large, .touchesPayload): return "100 KiB, payload mutated"
        }
    }

    func iterations(base: Int) -> Int {
        max(1_000, base / iterationDivisor)
    }

    /// A fresh store for this case, with its observers registered.
    @MainActor
    func makeRunner() -> StoreBenchmarkRunner {
        let action: CounterAction = reducer == .trivial ? .increment : .incrementAndTouchPayload
        switch shape {
        case .small:
            return StoreBenchmarkRunner(
                store: SmallCounterStore(with: .init()), action: action, observedKeyPath: \.count, observers: observers)
        case .large:
            return StoreBenchmarkRunner(
                store: LargeCounterStore(with: .init()), action: action, observedKeyPath: \.count, observers: observers)
        }
    }

    /// Every case of the `store` suite, cheapest first within each state shape.
    static let all: [StoreBenchmarkCase] = [
        .init(shape: .small, reducer: .trivial, observers: 0, iterationDivisor: 1),
        .init(shape: .small, reducer: .trivial, observers: 1, iterationDivisor: 1),
        .init(shape: .small, reducer: .trivial, observers: 10, iterationDivisor: 4),
        .init(shape: .small, reducer: .trivial, observers: 100, iterationDivisor: 20),
        .init(shape: .large, reducer: .trivial, observers: 0, iterationDivisor: 1),
        .init(shape: .large, reducer: .trivial, observers: 1, iterationDivisor: 1),
        .init(shape: .large, reducer: .trivial, observers: 100, iterationDivisor: 20),
        .init(shape: .large, reducer: .touchesPayload, observers: 0, iterationDivisor: 1),
        .init(shape: .large, reducer: .touchesPayload, observers: 1, iterationDivisor: 50),
        .init(shape: .large, reducer: .touchesPayload, observers: 100, iterationDivisor: 100),
    ]
}
