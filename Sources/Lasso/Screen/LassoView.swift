/// A view (usually a ``ViewController``) driven by a view store: it shows the store's state and
/// sends it actions, and does nothing else.
@MainActor
public protocol LassoView: AnyObject {
    /// What the view shows.
    associatedtype ViewState
    /// What the view sends.
    associatedtype ViewAction: Sendable

    /// The type of the view's store (`init(_ store: ViewStore)`, as in Lasso).
    typealias ViewStore = AnyViewStore<ViewState, ViewAction>

    /// The view's store.
    var store: AnyViewStore<ViewState, ViewAction> { get }
}

extension LassoView {
    /// The store's current state.
    public var state: ViewState { store.state }

    /// Sends `action` to the store.
    public func dispatchAction(_ action: ViewAction) {
        store.dispatchAction(action)
    }
}
