/// A store module that also knows how to build its screen: the store class, the default initial
/// state, and the controller showing it.
///
/// ```swift
/// enum LoginScreenModule: ScreenModule {
///     enum Action: Sendable { case didTapLogin }
///     struct State: Equatable, Codable { var username = "" }
///     enum Output { case userDidLogin }
///
///     static var defaultInitialState: State { State() }
///
///     static func createScreen(with store: LoginStore) -> Screen {
///         Screen(store, LoginViewController(store: store.asViewStore()))
///     }
/// }
/// ```
public protocol ScreenModule: StoreModule {
    /// The store class holding the screen's logic.
    associatedtype ConcreteStore: LassoStore<Self>

    /// The state a screen starts with when none is given.
    @MainActor static var defaultInitialState: State { get }

    /// Builds the screen around an existing store.
    @MainActor static func createScreen(with store: ConcreteStore) -> Screen
}

extension ScreenModule {
    /// The screen type of this module.
    public typealias Screen = AnyScreen<Self>

    /// Builds a screen with a new store holding `initialState` (or ``defaultInitialState``);
    /// `configure` sees the store before the screen is built (inject services there).
    @MainActor
    public static func createScreen(
        with initialState: State? = nil,
        configure: (@MainActor (ConcreteStore) -> Void)? = nil
    ) -> Screen {
        let store = ConcreteStore(with: initialState ?? defaultInitialState)
        configure?(store)
        return createScreen(with: store)
    }
}
