/// Conveniences for observing the whole state or one part of it by key path.
///
/// Every form calls its handler once on registration with the current value. Key-path forms for
/// `Equatable` values call the handler afterwards only when that value changed; forms for other
/// values call it after every update.
///
/// The forms are `@inlinable` so that they are specialized for the concrete state and value types
/// in the module that registers the observer: unspecialized, every notification reads both key
/// paths and compares the values through generic code, about twice as slow per observer (see
/// BENCHMARKS.md).
extension StateObservable {
    /// Observes the new state after every update.
    @inlinable
    public func observeState(_ handler: @escaping @MainActor (_ newState: State) -> Void) {
        observeState { (_: State?, newState: State) in handler(newState) }
    }

    /// Observes the value at `keyPath`, with its old value (nil on registration), after every update.
    @inlinable
    public func observeState<Value>(
        _ keyPath: KeyPath<State, Value>,
        handler: @escaping @MainActor (_ oldValue: Value?, _ newValue: Value) -> Void
    ) {
        observeState { (oldState: State?, newState: State) in
            handler(oldState?[keyPath: keyPath], newState[keyPath: keyPath])
        }
    }

    /// Observes the value at `keyPath` after every update.
    @inlinable
    public func observeState<Value>(
        _ keyPath: KeyPath<State, Value>,
        handler: @escaping @MainActor (_ newValue: Value) -> Void
    ) {
        observeState { (oldState: State?, newState: State) in
            handler(newState[keyPath: keyPath])
        }
    }

    /// Observes the value at `keyPath`, with its old value (nil on registration), whenever it changes.
    @inlinable
    public func observeState<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>,
        handler: @escaping @MainActor (_ oldValue: Value?, _ newValue: Value) -> Void
    ) {
        observeState { (oldState: State?, newState: State) in
            let newValue = newState[keyPath: keyPath]
            guard let oldState else { return handler(nil, newValue) }
            let oldValue = oldState[keyPath: keyPath]
            if oldValue != newValue { handler(oldValue, newValue) }
        }
    }

    /// Observes the value at `keyPath` whenever it changes.
    @inlinable
    public func observeState<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>,
        handler: @escaping @MainActor (_ newValue: Value) -> Void
    ) {
        observeState(keyPath) { (_: Value?, newValue: Value) in handler(newValue) }
    }
}
