extension ScreenPlacer {
    /// Embeds the placed controller as the root of a new ``NavigationController``, which this
    /// placer places. The context is the navigation controller.
    public func withNavigationEmbedding(
        _ navigationController: NavigationController = NavigationController()
    ) -> ScreenPlacer<NavigationController> {
        makeEmbeddingPlacer(navigationController, placedWith: self) { navigation, controller in
            navigation.setViewControllers([controller])
            return controller.parent === navigation ? navigation : nil
        }
    }

    /// Like ``withNavigationEmbedding(_:)``, for a navigation controller the user can dismiss
    /// from its root (Esc in the terminal shell). Use it with `presented(on:)`.
    public func withDismissibleNavigationEmbedding(
        _ navigationController: NavigationController = NavigationController()
    ) -> ScreenPlacer<NavigationController> {
        navigationController.isDismissible = true
        return withNavigationEmbedding(navigationController)
    }

    /// Returns one placer per tab of `tabBarController`. Each places its controller as that tab;
    /// when all `tabsCount` tabs are placed, the tab bar controller gets them and is placed with
    /// this placer. The context of each is the tab bar controller. A controller that is already
    /// in a hierarchy is refused with a report, and its tab stays empty.
    public func tabBarEmbedding(
        _ tabBarController: TabBarController,
        tabsCount: Int
    ) -> [ScreenPlacer<TabBarController>] {
        let slots = TabSlots(count: tabsCount)
        return (0..<tabsCount).map { index in
            makePlacer { controller in
                guard controller.isUnplaced else {
                    LassoDiagnostics.report(
                        "cannot put \(controller.debugName) into tab \(index) of \(tabBarController.debugName): it is already in a controller hierarchy"
                    )
                    return nil
                }
                slots.controllers[index] = controller
                let filled = slots.controllers.compactMap { $0 }
                if filled.count == tabsCount {
                    tabBarController.viewControllers = filled
                    self.place(tabBarController)
                }
                return tabBarController
            }
        }
    }

    /// ``tabBarEmbedding(_:tabsCount:)`` with a new tab bar controller.
    public func withTabBarEmbedding(tabsCount: Int) -> [ScreenPlacer<TabBarController>] {
        tabBarEmbedding(TabBarController(), tabsCount: tabsCount)
    }
}

/// Returns one placer per tab of `tabBarController`, as ``ScreenPlacer/tabBarEmbedding(_:tabsCount:)``
/// does, for a tab bar controller the caller places itself (or has placed already): when all
/// `tabsCount` tabs are placed, the tab bar controller gets them. The context of each is the tab
/// bar controller.
@MainActor
public func tabBarEmbedding(_ tabBarController: TabBarController, tabsCount: Int) -> [ScreenPlacer<TabBarController>] {
    makePlacer { $0 }.tabBarEmbedding(tabBarController, tabsCount: tabsCount)
}

/// The controllers placed into a tab bar embedding so far.
@MainActor
private final class TabSlots {
    var controllers: [ViewController?]
    init(count: Int) { controllers = Array(repeating: nil, count: count) }
}
