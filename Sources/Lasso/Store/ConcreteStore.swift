/// A store that can be created from a state alone, as tests and screen factories create stores
/// (Lasso's name). Every `LassoStore` is one: `init(with:)` is its required initializer.
@MainActor
public protocol ConcreteStore: AbstractStore {
    /// Creates a store holding `initialState`.
    init(with initialState: State)
}

extension LassoStore: ConcreteStore {}
