public import Lasso

/// What the store did during a ``TestFactory`` test's `when`: what ``assert(_:)`` and the other
/// ``ThenAssertion``s check.
@MainActor
public struct EmittedValues<Store: AbstractStore> {
    let store: Store
    let teardown: @MainActor () -> Void
    /// The state before the event.
    public let previousState: Store.State
    /// Every state the store's observers saw during the event, in order.
    public let states: [Store.State]
    /// Every output the store emitted during the event, in order.
    public let outputs: [Store.Output]
}
