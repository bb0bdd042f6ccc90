/// Declares what a view shows and sends, when it is narrower than its store's module: the view
/// state (usually mapped from the store's state) and the view actions.
public protocol ViewModule {
    /// What the view sends.
    associatedtype ViewAction: Sendable = NoAction
    /// What the view shows.
    associatedtype ViewState = EmptyState
    /// The view store type of this module.
    typealias ViewStore = AnyViewStore<ViewState, ViewAction>
}
