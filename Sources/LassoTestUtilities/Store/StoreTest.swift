import Lasso
import Testing

/// A store test in given/when/then form, for Swift Testing.
///
/// ```swift
/// @Test @MainActor func tappingLoginStartsLoggingIn() async {
///     await StoreTest<LoginStore>(configure: { $0.service = FakeService() })
///         .given(LoginState(username: "ann", password: "pw"))
///         .when(.didTapLogin)
///         .then(.updated { $0.isLoggingIn = true }, .outputs([]))
/// }
/// ```
///
/// `given` creates the store, `when` sends it actions (or runs a closure), `settled` waits for
/// work the store started asynchronously, and `then` checks ``Assertion``s against what the
/// store did since `when`. Failures are recorded as issues at the line of the failing assertion,
/// with a diff of the state (swift-custom-dump's). `then` returns the ``Given`` step, so a test can go on
/// with another `when`.
@MainActor
public struct StoreTest<Store: ConcreteStore> {
    /// The store's state type.
    public typealias State = Store.State
    /// The store's action type.
    public typealias Action = Store.Action
    /// The store's output type.
    public typealias Output = Store.Output

    private let exhaustive: Bool
    private let configure: @MainActor (Store) -> Void

    /// Describes a store test.
    ///
    /// - Parameters:
    ///   - exhaustive: When `true`, every `then` also fails if the store updated its state or
    ///     emitted outputs that none of its assertions checked.
    ///   - configure: Runs on each new store before the test starts (inject fake services here).
    public init(exhaustive: Bool = false, configure: @escaping @MainActor (Store) -> Void = { _ in }) {
        self.exhaustive = exhaustive
        self.configure = configure
    }

    /// Creates the store with `state`, configures it, and starts recording its state updates
    /// and outputs.
    public func given(_ state: State) -> Given {
        let store = Store(with: state)
        configure(store)
        return Given(store: store, recorder: StoreRecorder(observing: store), exhaustive: exhaustive)
    }
}
