/// A built screen: its store and its controller. The controller keeps the store alive, so once
/// the screen is placed nobody else has to.
///
/// The methods chain:
///
/// ```swift
/// LoginScreenModule.createScreen()
///     .observeOutput { [weak self] output in self?.handle(output) }
///     .place(with: pushed(in: navigationController))
/// ```
@MainActor
public struct AnyScreen<Module: ScreenModule>: ChainableOutputObservable {
    /// The screen's output type.
    public typealias Output = Module.Output

    /// The screen's store, type-erased.
    public let store: Module.Store

    /// The screen's store object: the module's ``ScreenModule/ConcreteStore``, or a stand-in
    /// of the same module (a test's `MockLassoStore`).
    package let storeObject: LassoStore<Module>

    /// The screen's store as the module's store class.
    ///
    /// - Precondition: the screen was built with the module's own store; a mock screen's
    ///   (LassoTestUtilities' `mockScreenFactory`) is a `MockLassoStore`: use its `mockStore`.
    public var concreteStore: Module.ConcreteStore {
        guard let store = storeObject as? Module.ConcreteStore else {
            preconditionFailure(
                "this \(Module.self) screen's store is a \(type(of: storeObject)), not a \(Module.ConcreteStore.self); a mock screen's store is its MockScreen's mockStore"
            )
        }
        return store
    }

    /// The screen's controller.
    public let controller: ViewController

    /// Pairs `store` with `controller`; the controller retains the store. `store` is the
    /// module's own store class, or any other store of the module (a test's mock).
    ///
    /// The controller holds the very ``store`` wrapper this screen hands out (as Lasso's
    /// `controller.holdReference(to: store)`), so a reference to it captured weakly
    /// (``captureStore(as:)`` into a flow's `weak var store`) lives as long as the controller.
    public init(_ store: LassoStore<Module>, _ controller: ViewController) {
        self.storeObject = store
        self.store = AnyStore(store)
        self.controller = controller
        controller.screenStore = store
        controller.holdReference(to: self.store)
    }

    /// Calls `handler` with every output of the screen's store.
    @discardableResult
    public func observeOutput(_ handler: @escaping @MainActor (Module.Output) -> Void) -> Self {
        store.observeOutput(handler)
        return self
    }

    /// Places the controller with `placer`.
    @discardableResult
    public func place<Context>(with placer: ScreenPlacer<Context>) -> Self {
        placer.place(controller)
        return self
    }

    /// Runs `setUp` on the controller (set a title, a tab title).
    @discardableResult
    public func setUpController(_ setUp: (ViewController) -> Void) -> Self {
        setUp(controller)
        return self
    }

    /// Stores the controller into `reference` when it is of type `Controller`.
    @discardableResult
    public func captureController<Controller: ViewController>(as reference: inout Controller?) -> Self {
        reference = controller as? Controller
        return self
    }

    /// Stores the type-erased store into `reference`.
    @discardableResult
    public func captureStore(as reference: inout Module.Store?) -> Self {
        reference = store
        return self
    }
}
