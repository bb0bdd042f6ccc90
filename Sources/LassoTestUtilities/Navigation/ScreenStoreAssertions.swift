import Lasso
import Testing

/// Expects `controller` to show a screen whose store is a `Store`, and returns the store, so a
/// flow test can drive the screens the flow placed.
///
/// ```swift
/// let counter = expectTop(of: navigation, is: CounterViewController.self)
/// expectScreenStore(of: counter!, is: CounterStore.self)?.dispatchAction(.didTapDone)
/// ```
///
/// On failure, records an issue at the caller's line and returns `nil`.
@MainActor
@discardableResult
public func expectScreenStore<Store: IntrospectableStore>(
    of controller: ViewController,
    is type: Store.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Store? {
    if let store = controller.screenStore as? Store { return store }
    let actual = controller.screenStore.map { String(describing: Swift.type(of: $0)) } ?? "no screen store"
    fail(
        "expected \(controller.debugName) to show a screen whose store is a \(Store.self), got \(actual)",
        at: sourceLocation)
    return nil
}
