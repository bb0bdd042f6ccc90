/// A gesture recognizer that binds to a store, with its own type given to the mapping: Lasso's
/// `GestureActionBindable`.
@MainActor
public protocol GestureActionBindable: GestureRecognizer {}

extension GestureRecognizer: GestureActionBindable {}

extension GestureRecognizer {
    /// Dispatches `action` to `target` each time the gesture is recognized, as Lasso's
    /// `bind(to:action:)` on a gesture recognizer does.
    ///
    /// ```swift
    /// let tap = TapGestureRecognizer()
    /// tap.bind(to: store, action: .didTapAvatar)
    /// avatarLabel.addGestureRecognizer(tap)
    /// ```
    public func bind<Target: ActionDispatchable>(to target: Target, action: Target.Action) {
        addAction { [weak target] _ in target?.dispatchAction(action) }
    }
}

extension GestureActionBindable {
    /// Dispatches the action `mapping` makes from the recognizer to `target` each time the
    /// gesture is recognized, as Lasso's `bind(to:mapping:)` on a gesture recognizer does.
    /// `target` is held weakly, as in Lasso.
    public func bind<Target: ActionDispatchable>(
        to target: Target,
        mapping: @escaping @MainActor (_ sender: Self) -> Target.Action
    ) {
        addAction { [weak target] recognizer in
            guard let sender = recognizer as? Self else { return }
            target?.dispatchAction(mapping(sender))
        }
    }
}
