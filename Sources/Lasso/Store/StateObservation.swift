/// Conveniences for observing the whole state or one part of it by key path.
///
/// Every form calls its handler once on registration with the current value. Forms for
/// `Equatable` values (the whole state, or the value at a key path) call the handler afterwards
/// only when that value changed, as Lasso does; forms for other values call it after every update.
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
}

extension StateObservable where State: Equatable {
    /// Observes the new state after every update that changed it (an update leaving it equal
    /// to the old state is not reported, as in Lasso).
    @inlinable
    public func observeState(_ handler: @escaping @MainActor (_ newState: State) -> Void) {
        observeState { (oldState: State?, newState: State) in
            if let oldState, oldState == newState { return }
            handler(newState)
        }
    }
}

extension StateObservable {

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
        let read = stateValueReader(keyPath)
        observeState { (oldState: State?, newState: State) in
            let newValue = read(newState)
            guard let oldState else { return handler(nil, newValue) }
            let oldValue = read(oldState)
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

/// Reads the value at `keyPath`. For a stored property of a struct state (where
/// `MemoryLayout.offset(of:)` knows its offset) this is a direct load; a key-path subscript costs
/// about 30 ns, more for a state with many reference-counted fields, as it copies the whole state.
@inlinable
func stateValueReader<State, Value>(_ keyPath: KeyPath<State, Value>) -> (State) -> Value {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
        return { $0[keyPath: keyPath] }
    }
    return { state in
        withUnsafePointer(to: state) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
    }
}
