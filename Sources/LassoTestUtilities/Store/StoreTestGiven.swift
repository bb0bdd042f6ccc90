import Lasso

extension StoreTest {
    /// A store in a known state, waiting for the event under test.
    @MainActor
    public struct Given {
        /// The store under test.
        public let store: Store
        let recorder: StoreRecorder<State, Output>
        let exhaustive: Bool

        /// Dispatches `actions` to the store, in order.
        public func when(_ actions: Action...) -> When {
            when { store in
                for action in actions { store.dispatchAction(action) }
            }
        }

        /// Runs `event` with the store: dispatch actions through a view store, complete a fake
        /// service's request, tap a button of a controller showing the store.
        public func when(_ event: @MainActor (Store) -> Void) -> When {
            recorder.reset()
            event(store)
            return When(store: store, recorder: recorder, exhaustive: exhaustive)
        }
    }
}
