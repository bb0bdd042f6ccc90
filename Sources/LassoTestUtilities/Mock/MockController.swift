public import Lasso

/// A plain controller over a view store: Lasso's `MockController`. A
/// `mockControllerScreenFactory(configure:)` screen pairs the module's real
/// store with one, so a flow test drives the real store (`controller.store.dispatchAction`)
/// without the module's view.
@MainActor
public final class MockController<ViewState, ViewAction: Sendable>: ViewController, LassoView {
    /// The view store over the screen's real store.
    public let store: AnyViewStore<ViewState, ViewAction>

    /// A controller over `store`.
    public init(store: AnyViewStore<ViewState, ViewAction>) {
        self.store = store
        super.init()
    }
}

extension ScreenModule {
    /// A mock controller of this module's state and actions.
    public typealias MockController = LassoTestUtilities.MockController<State, Action>

    /// A factory whose screens are the module's real store (`ConcreteStore`, set up
    /// by `configure`) and a ``MockController`` over it, as Lasso's
    /// `mockControllerScreenFactory(configure:)`: a flow test runs the real store and finds the
    /// mock controller where the flow placed it.
    @MainActor
    public static func mockControllerScreenFactory(
        configure: (@MainActor (ConcreteStore) -> Void)? = nil
    ) -> ScreenFactory {
        ScreenFactory(createScreen: { initialState in
            let store = ConcreteStore(with: initialState ?? defaultInitialState)
            configure?(store)
            return Screen(store, MockController(store: store.asViewStore()))
        })
    }
}

/// A mock-controller screen factory for `Module` (see
/// `mockControllerScreenFactory(configure:)`).
@MainActor
public func mockControllerScreenFactory<Module: ScreenModule>(
    configure: (@MainActor (Module.ConcreteStore) -> Void)? = nil
) -> Module.ScreenFactory {
    Module.mockControllerScreenFactory(configure: configure)
}
