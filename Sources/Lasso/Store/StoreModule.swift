/// Declares the types a store works with: the actions it accepts, the state it owns and the
/// outputs it emits. Module enums only declare types; behaviour lives in the store.
///
/// ```swift
/// enum CounterModule: StoreModule {
///     enum Action: Sendable { case didTapIncrement }
///     struct State: Equatable { var count = 0 }
/// }
/// ```
public protocol StoreModule {
    /// What the store's clients (usually a view) can ask it to do. Past tense by convention:
    /// `didTapLogin`, `didUpdateUsername(String)`. Sendable because actions may be dispatched
    /// from any thread.
    associatedtype Action: Sendable = NoAction

    /// The store's whole state. A value type; make it `Codable` so the host can save it and move
    /// it into a new version of a plugin.
    associatedtype State = EmptyState

    /// Messages the store sends outward, to whoever composes the screen (a flow, the app).
    associatedtype Output = NoOutput

    /// The type-erased store for this module.
    typealias Store = AnyStore<State, Action, Output>

    /// A view store exposing the module's full state and actions.
    typealias ViewStore = AnyViewStore<State, Action>
}
