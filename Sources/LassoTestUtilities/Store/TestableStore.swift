import Lasso

/// A store that ``StoreTest`` can create from a state. Every `LassoStore` subclass is one.
@MainActor
public protocol TestableStore: AbstractStore {
    /// Creates a store holding `initialState`.
    init(with initialState: State)
}

extension LassoStore: TestableStore {}
