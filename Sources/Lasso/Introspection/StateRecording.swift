/// A state a store had, kept as the value itself until someone asks for its JSON: what a
/// journal keeps of every change without encoding it on the action's path.
///
/// Holding one costs a copy of the state (a value; its buffers are shared until written) and the
/// closure that holds it; ``encoded()`` writes it as ``StateCodingStore/encodedState()`` does,
/// every field written and ``Secret`` values as `null`.
@MainActor
package struct RecordedState {
    private let encode: @MainActor () throws -> JSONValue

    fileprivate init(_ encode: @escaping @MainActor () throws -> JSONValue) {
        self.encode = encode
    }

    /// The state as JSON, secrets written as `null`; throws what encoding the state throws.
    package func encoded() throws -> JSONValue {
        try encode()
    }
}

extension LassoStore {
    /// Calls `record` at once with the state, then after every update with the new one, for as
    /// long as the store lives (a store's observers are never removed: hold what `record`
    /// reaches weakly). Does nothing when the state is not `Encodable`.
    ///
    /// Host machinery for the session journal (docs/devtools.md): added only while a journal is
    /// on, so that a store nobody records costs nothing more per update.
    package func recordStates(_ record: @escaping @MainActor (RecordedState) -> Void) {
        guard State.self is any Encodable.Type else { return }
        addStateObserver { _, newState in
            record(
                RecordedState {
                    guard let encodable = newState as? any Encodable else { return .null }
                    return try StateMigration.encodeWritingNilFields(encodable)
                })
        }
    }
}
