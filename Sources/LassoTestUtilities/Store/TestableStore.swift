import Lasso

/// A store that ``StoreTest`` can create from a state. Every `LassoStore` subclass is one.
@MainActor
public protocol TestableStore: AbstractStore {
    /// Creates a store holding `initialState`.
    init(with initialState: State)
}

/// Every store can be created by a ``StoreTest``: `init(with:)` is its required initializer.
extension LassoStore: TestableStore {}
