/// Lasso's binding forms whose mapping is given the sender, or is labelled `mapping:`.
extension Button {
    /// Dispatches the action `mapping` makes from the button to `store` on every activation, as
    /// Lasso's `bind(to:mapping:)` on a control does.
    ///
    /// ```swift
    /// button.bind(to: store) { button in .didTap(button.title) }
    /// ```
    public func bind<Store: ActionDispatchable>(
        to store: Store,
        mapping: @escaping @MainActor (_ sender: Button) -> Store.Action
    ) {
        onTap { [weak self] in
            guard let self else { return }
            store.dispatchAction(mapping(self))
        }
    }
}

extension TextField {
    /// Dispatches the action `mapping` makes from the new text on every edit by the user: Lasso's
    /// spelling of ``bindTextDidChange(to:_:)``, with the `mapping:` label.
    @_disfavoredOverload
    public func bindTextDidChange<Store: ActionDispatchable>(
        to store: Store,
        mapping: @escaping @MainActor (_ newText: String) -> Store.Action
    ) {
        bindTextDidChange(to: store, mapping)
    }
}
