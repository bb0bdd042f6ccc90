/// Bindings between widgets and stores, in Lasso's style. Widget → store bindings dispatch
/// actions; store → widget bindings observe state. Widgets are held weakly by the store's
/// observers, so bindings never create reference cycles.
extension Button {
    /// Dispatches `action` to `store` on every activation.
    public func bind<Store: ActionDispatchable>(to store: Store, action: Store.Action) {
        onTap { store.dispatchAction(action) }
    }

    /// Dispatches the action made by `makeAction` to `store` on every activation.
    public func bind<Store: ActionDispatchable>(
        to store: Store, action makeAction: @escaping @MainActor () -> Store.Action
    ) {
        onTap { store.dispatchAction(makeAction()) }
    }
}

extension TextField {
    /// Dispatches the action `makeAction` makes from the new text on every edit by the user.
    public func bindTextDidChange<Store: ActionDispatchable>(
        to store: Store,
        _ makeAction: @escaping @MainActor (String) -> Store.Action
    ) {
        onTextChange { store.dispatchAction(makeAction($0)) }
    }
}

extension List {
    /// Dispatches the action `makeAction` makes from the selected row index on every selection.
    public func bindSelection<Store: ActionDispatchable>(
        to store: Store,
        _ makeAction: @escaping @MainActor (Int) -> Store.Action
    ) {
        onSelect { store.dispatchAction(makeAction($0)) }
    }
}

/// A widget whose properties can follow a store's state.
@MainActor
public protocol StateBindable: AnyObject {}

extension Widget: StateBindable {}

extension StateBindable {
    /// Keeps `property` equal to the state's value at `keyPath`, starting now.
    ///
    /// ```swift
    /// errorLabel.bind(\.text, to: store, \.error)
    /// ```
    public func bind<Store: StateObservable, Value: Equatable>(
        _ property: ReferenceWritableKeyPath<Self, Value>,
        to store: Store,
        _ keyPath: KeyPath<Store.State, Value>
    ) {
        store.observeState(keyPath) { [weak self] (value: Value) in
            self?[keyPath: property] = value
        }
    }

    /// Keeps `property` equal to `transform` of the state's value at `keyPath`, starting now.
    ///
    /// ```swift
    /// countLabel.bind(\.text, to: store, \.count) { "Count: \($0)" }
    /// ```
    public func bind<Store: StateObservable, Value: Equatable, Property>(
        _ property: ReferenceWritableKeyPath<Self, Property>,
        to store: Store,
        _ keyPath: KeyPath<Store.State, Value>,
        _ transform: @escaping @MainActor (Value) -> Property
    ) {
        store.observeState(keyPath) { [weak self] (value: Value) in
            self?[keyPath: property] = transform(value)
        }
    }
}

extension TextField {
    /// Dispatches `action` to `store` when the user submits the field (Enter).
    public func bindSubmit<Store: ActionDispatchable>(to store: Store, action: Store.Action) {
        onSubmit { store.dispatchAction(action) }
    }
}

extension Toggle {
    /// Dispatches the action `makeAction` makes from the new value on every flip by the user.
    public func bindToggle<Store: ActionDispatchable>(
        to store: Store,
        _ makeAction: @escaping @MainActor (Bool) -> Store.Action
    ) {
        onToggle { store.dispatchAction(makeAction($0)) }
    }
}

extension ChoiceGroup {
    /// Dispatches the action `makeAction` makes from the chosen option's index on every choice.
    public func bindSelection<Store: ActionDispatchable>(
        to store: Store,
        _ makeAction: @escaping @MainActor (Int) -> Store.Action
    ) {
        onSelect { store.dispatchAction(makeAction($0)) }
    }
}

extension TextView {
    /// Dispatches the action `makeAction` makes from the new text on every edit by the user.
    public func bindTextDidChange<Store: ActionDispatchable>(
        to store: Store,
        _ makeAction: @escaping @MainActor (String) -> Store.Action
    ) {
        onTextChange { store.dispatchAction(makeAction($0)) }
    }
}
