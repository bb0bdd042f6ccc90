import Lasso

/// The screen a `mockScreenFactory(mockScreen:)` built last: its mock store, to
/// drive the flow under test with the screen's outputs (`dispatchMockOutput`) and to check the
/// actions it received, and its controller, to check where the flow placed it.
///
/// ```swift
/// let login = MockScreen<LoginScreenModule>()
/// let flow = LoginFlow(loginFactory: LoginScreenModule.mockScreenFactory(mockScreen: login))
/// flow.start(with: root(of: window))
/// login.mockStore?.dispatchMockOutput(.userDidLogin)
/// ```
@MainActor
public final class MockScreen<Module: ScreenModule> {
    /// The mock store of the screen built last; `nil` until the factory built one.
    public internal(set) var mockStore: MockLassoStore<Module>?

    /// The controller of the screen built last: a plain `ViewController`.
    public internal(set) var mockController: ViewController?

    /// How many screens the factory built.
    public internal(set) var createdCount = 0

    /// Creates an empty mock screen, to hand to a mock screen factory.
    public init() {}
}

extension ScreenModule {
    /// A factory whose screens are a ``MockLassoStore`` and a plain `ViewController`, each
    /// recorded in `mockScreen`: a flow test swaps the module's real store and view out and
    /// drives the flow through the screen's outputs.
    @MainActor
    public static func mockScreenFactory(mockScreen: MockScreen<Self>) -> ScreenFactory {
        ScreenFactory { initialState in
            let store = MockLassoStore<Self>(with: initialState ?? defaultInitialState)
            let controller = ViewController()
            mockScreen.mockStore = store
            mockScreen.mockController = controller
            mockScreen.createdCount += 1
            return Screen(store, controller)
        }
    }
}

/// A mock screen factory for the module of `mockScreen` (see
/// `mockScreenFactory(mockScreen:)`).
@MainActor
public func mockScreenFactory<Module: ScreenModule>(mockScreen: MockScreen<Module>) -> Module.ScreenFactory {
    Module.mockScreenFactory(mockScreen: mockScreen)
}
