/// Composes screens into a sequence: it creates an initial controller, is placed into the
/// hierarchy by a ``ScreenPlacer``, and then drives further navigation from its context.
///
/// The initial controller owns the flow: when it leaves the hierarchy and is released, so is
/// the flow. The flow holds its ``context`` and ``initialController`` weakly.
///
/// ```swift
/// final class TutorialFlow: Flow<TutorialFlowModule> {
///     override func createInitialController() -> ViewController { … }
/// }
/// TutorialFlow().start(with: pushed(in: navigationController))
/// ```
@MainActor
open class Flow<Module: FlowModule>: ChainableOutputObservable {
    /// The flow's output type.
    public typealias Output = Module.Output

    /// The context the flow was placed into; `nil` before ``start(with:)`` and after it is gone.
    public private(set) weak var context: Module.RequiredContext?

    /// The first controller the flow placed.
    public private(set) weak var initialController: ViewController?

    private var outputObservers: [@MainActor (Module.Output) -> Void] = []
    private var hasStarted = false

    /// Creates a flow; nothing is built before ``start(with:)``.
    public init() {}

    /// Builds the flow's first controller. Subclasses must override it.
    open func createInitialController() -> ViewController {
        preconditionFailure("\(type(of: self)) must override createInitialController()")
    }

    /// Creates the initial controller and places it with `placer`. A flow starts once; a second
    /// start is refused with a report to ``LassoDiagnostics``.
    public func start(with placer: ScreenPlacer<Module.RequiredContext>) {
        guard !hasStarted else {
            return LassoDiagnostics.report("\(type(of: self)) was already started; create a new flow instead")
        }
        hasStarted = true
        let controller = createInitialController()
        controller.retain(self)
        initialController = controller
        context = placer.place(controller)
    }

    // MARK: - Outputs

    /// Calls `handler` with every output of the flow.
    @discardableResult
    public func observeOutput(_ handler: @escaping @MainActor (Module.Output) -> Void) -> Self {
        outputObservers.append(handler)
        return self
    }

    /// Emits `output` to the flow's observers.
    public func dispatchOutput(_ output: Module.Output) {
        for observer in outputObservers { observer(output) }
    }

    // MARK: - Navigation

    /// A placer presenting modally over the last controller presented in this flow, or over the
    /// flow's ``context`` when none is (as in Lasso): for a flow pushed into a navigation
    /// controller, over that navigation controller, so the presentation shows above whatever
    /// the flow has pushed since it started.
    public var nextPresentedInFlow: ScreenPlacer<ViewController>? {
        guard let context else { return nil }
        return presented(on: context.topmostPresentedViewController)
    }

    /// Returns to the initial controller: dismisses what the flow presented (over its context or
    /// its initial controller) and pops what was pushed above it.
    public func unwind() {
        guard let initialController else { return }
        if let context, context !== initialController, context.presentedViewController != nil {
            context.dismissPresented()
        }
        if initialController.presentedViewController != nil {
            initialController.dismissPresented()
        }
        if let navigationController = initialController.navigationController,
            navigationController.topViewController !== initialController
        {
            navigationController.popToViewController(initialController)
        }
    }

    /// Removes the whole flow from the hierarchy: pops it and everything above it when it was
    /// pushed above another controller, or dismisses it when it was presented (alone, or as the
    /// root of a presented navigation controller).
    public func dismiss() {
        guard let initialController else { return }
        let navigationController = initialController.navigationController
        if let navigationController,
            let index = navigationController.viewControllers.firstIndex(where: { $0 === initialController }),
            index > 0
        {
            navigationController.popToViewController(navigationController.viewControllers[index - 1])
        } else if let presented = initialController.presentedAncestor,
            presented === initialController || presented === navigationController,
            let presenter = presented.presentingViewController
        {
            presenter.dismissPresented()
        } else {
            LassoDiagnostics.report(
                "cannot dismiss \(type(of: self)): its initial controller is neither presented nor pushed above another controller"
            )
        }
    }
}
