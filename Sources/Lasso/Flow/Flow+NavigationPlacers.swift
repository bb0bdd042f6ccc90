extension Flow where Module.RequiredContext == NavigationController {
    /// A placer pushing the next screen onto the flow's navigation controller, as in Lasso;
    /// `nil` until the flow was started.
    public var nextPushedInFlow: ScreenPlacer<NavigationController>? {
        context.map { pushed(in: $0) }
    }

    /// A placer making a screen the root of the flow's navigation controller (replacing its
    /// whole stack), as in Lasso; `nil` until the flow was started.
    public var rootOfFlow: ScreenPlacer<NavigationController>? {
        context.map { root(of: $0) }
    }
}

extension ViewController {
    /// Places this controller with `placer` and returns the context it was placed into, as
    /// Lasso's `place(with:)` does; does nothing and returns `nil` when there is no placer (the
    /// `…InFlow` placers are `nil` before their flow starts).
    @discardableResult
    public func place<Context>(with placer: ScreenPlacer<Context>?) -> Context? {
        placer?.place(self)
    }
}

extension AnyScreen {
    /// Places the screen's controller with `placer`, when there is one (see
    /// ``ViewController/place(with:)``), and returns the context it was placed into.
    @discardableResult
    public func place<Context>(with placer: ScreenPlacer<Context>?) -> Context? {
        controller.place(with: placer)
    }
}
