/// Builds the screens of one module: what a flow holds instead of calling
/// ``ScreenModule/createScreen(with:configure:)`` itself, so that its stores can be configured
/// (services injected) in one place, and a test can hand the flow a factory of mock screens
/// (LassoTestUtilities' `mockScreenFactory(mockScreen:)`).
///
/// ```swift
/// final class LoginFlow: Flow<LoginFlowModule> {
///     private let loginFactory: LoginScreenModule.ScreenFactory
///
///     init(loginFactory: LoginScreenModule.ScreenFactory = .init()) {
///         self.loginFactory = loginFactory
///     }
///
///     override func createInitialController() -> ViewController {
///         loginFactory.createScreen()
///             .observeOutput { [weak self] in self?.handle($0) }
///             .controller
///     }
/// }
/// ```
@MainActor
public struct ScreenFactory<Module: ScreenModule> {
    private let make: @MainActor (Module.State?) -> Module.Screen

    /// A factory building each screen with `createScreen`, given the initial state asked for
    /// (`nil`: the module's default).
    public init(createScreen: @escaping @MainActor (Module.State?) -> Module.Screen) {
        make = createScreen
    }

    /// A factory building the module's own screens; `configure` sees each new store before its
    /// screen is built.
    public init(configure: (@MainActor (Module.ConcreteStore) -> Void)? = nil) {
        make = { Module.createScreen(with: $0, configure: configure) }
    }

    /// Builds a screen starting from `initialState` (or the module's
    /// ``ScreenModule/defaultInitialState``).
    public func createScreen(with initialState: Module.State? = nil) -> Module.Screen {
        make(initialState)
    }
}

extension ScreenModule {
    /// The factory type of this module's screens.
    public typealias ScreenFactory = Lasso.ScreenFactory<Self>

    /// A factory of this module's screens; `configure` sees each new store before its screen
    /// is built.
    @MainActor
    public static func screenFactory(configure: (@MainActor (ConcreteStore) -> Void)? = nil) -> ScreenFactory {
        ScreenFactory(configure: configure)
    }
}

/// A factory of `Module`'s screens, the module inferred from where it is used; `configure` sees
/// each new store before its screen is built.
@MainActor
public func screenFactory<Module: ScreenModule>(configure: @escaping @MainActor (Module.ConcreteStore) -> Void)
    -> Module.ScreenFactory
{
    Module.ScreenFactory(configure: configure)
}
