/// Makes `controller` the root of `window`, replacing the previous root.
@MainActor
public func root(of window: Window) -> ScreenPlacer<ViewController> {
    makePlacer { controller in
        window.rootViewController = controller
        return window.rootViewController === controller ? controller : nil
    }
}

/// Pushes the controller onto `navigationController`; the context is the navigation controller.
@MainActor
public func pushed(in navigationController: NavigationController) -> ScreenPlacer<NavigationController> {
    makePlacer { controller in
        navigationController.pushViewController(controller)
        return controller.parent === navigationController ? navigationController : nil
    }
}

/// Presents the controller modally over `presenter`; the context is the presented controller.
@MainActor
public func presented(on presenter: ViewController) -> ScreenPlacer<ViewController> {
    makePlacer { controller in
        presenter.present(controller)
        return controller.presentingViewController === presenter ? controller : nil
    }
}

/// Makes the controller the only one on `navigationController`'s stack; the context is the
/// navigation controller.
@MainActor
public func root(of navigationController: NavigationController) -> ScreenPlacer<NavigationController> {
    makePlacer { controller in
        navigationController.setViewControllers([controller])
        return controller.parent === navigationController ? navigationController : nil
    }
}
