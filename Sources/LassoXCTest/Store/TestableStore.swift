public import Lasso

/// Lasso's wrapper around the store under test of a ``LassoStoreTestCase``: setting its
/// ``store`` starts recording the store's states and outputs, and sets the marker state.
///
/// ```swift
/// final class CounterStoreTests: XCTestCase, LassoStoreTestCase {
///     let testableStore = TestableStore<CounterStore>()
/// }
/// ```
@MainActor
public final class TestableStore<Store: AbstractStore> {
    /// Creates a wrapper with no store yet; the test case sets ``LassoStoreTestCase/store``.
    public nonisolated init() {}

    /// The store under test. Setting it resets ``LassoStoreTestCase/markerState`` to its
    /// state, starts recording its states (the current one first) and outputs, and forgets what
    /// an earlier store did.
    public var store: Store! {
        didSet {
            markerState = store.state
            outputs = []
            states = []
            store.observeOutput { [weak self] output in self?.outputs.append(output) }
            store.observeState { [weak self] _, state in self?.states.append(state) }
        }
    }

    var markerState: Store.State!
    var outputs: [Store.Output] = []
    var states: [Store.State] = []
}
