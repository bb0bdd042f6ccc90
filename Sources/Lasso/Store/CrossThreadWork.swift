/// What reaches a store from another thread, in the order it was sent: an action
/// (``LassoStore/dispatchAction(_:)``) or a state change (``LassoStore/updateFromAnyThread(_:)``).
enum CrossThreadWork<State, Action: Sendable>: Sendable {
    case action(Action)
    case update(@Sendable (inout State) -> Void)

    /// Whether this is a state change.
    var isUpdate: Bool {
        if case .update = self { return true }
        return false
    }
}
