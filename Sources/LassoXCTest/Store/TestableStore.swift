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
    /// an earlier store did; what an earlier store does afterwards is not recorded. Setting it to
    /// `nil` (as a `tearDown` does) forgets everything.
    public var store: Store! {
        didSet {
            outputs = []
            states = []
            markerState = nil
            guard let store else { return }
            markerState = store.state
            // A store keeps its observers as long as it lives, so each ignores what its store
            // does once another store (or none) is under test.
            store.observeOutput { [weak self, weak store] output in
                guard let self, self.store === store else { return }
                self.outputs.append(output)
            }
            store.observeState { [weak self, weak store] _, state in
                guard let self, self.store === store else { return }
                self.states.append(state)
            }
        }
    }

    var markerState: Store.State!
    var outputs: [Store.Output] = []
    var states: [Store.State] = []
}
