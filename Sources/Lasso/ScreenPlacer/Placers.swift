/// Makes `controller` the root of `window`, replacing the previous root.
@MainActor
public func root(of window: Window) -> ScreenPlacer<ViewController> {
    makePlacer { controller in
        window.rootViewController = controller
        return window.rootViewController === controller ? controller : nil
    }
}

/// Pushes the controller onto `navigationController`; the context is the navigation controller.
/// `animated` has no effect in the terminal (``NavigationController/pushViewController(_:animated:)``).
@MainActor
public func pushed(in navigationController: NavigationController, animated: Bool = true) -> ScreenPlacer<
    NavigationController
> {
    makePlacer { controller in
        navigationController.pushViewController(controller, animated: animated)
        return controller.parent === navigationController ? navigationController : nil
    }
}

/// Presents the controller modally over `presenter`; the context is the presented controller.
/// `animated` has no effect in the terminal (``ViewController/present(_:animated:completion:)``).
@MainActor
public func presented(on presenter: ViewController, animated: Bool = true) -> ScreenPlacer<ViewController> {
    makePlacer { controller in
        presenter.present(controller, animated: animated)
        return controller.presentingViewController === presenter ? controller : nil
    }
}

/// Makes the controller the only one on `navigationController`'s stack; the context is the
/// navigation controller. `animated` has no effect in the terminal
/// (``NavigationController/setViewControllers(_:animated:)``).
@MainActor
public func root(of navigationController: NavigationController, animated: Bool = false) -> ScreenPlacer<
    NavigationController
> {
    makePlacer { controller in
        navigationController.setViewControllers([controller], animated: animated)
        return controller.parent === navigationController ? navigationController : nil
    }
}
