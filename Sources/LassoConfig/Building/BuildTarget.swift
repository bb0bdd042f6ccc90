import Lasso
import LassoPlugin
import LassoPluginHost

/// Where the builder places a node: a runtime placer, and for navigation placers the
/// navigation controller they place into (config flows hand it to what they contain).
@MainActor
enum BuildTarget {
    /// A placer whose context is a plain controller.
    case controller(ScreenPlacer<ViewController>)
    /// A placer into `navigation`.
    case navigation(ScreenPlacer<NavigationController>, NavigationController)

    /// The placement a module instance takes.
    var placement: ModulePlacement {
        switch self {
        case .controller(let placer): .controller(placer)
        case .navigation(let placer, _): .navigation(placer)
        }
    }

    /// A target embedding what it places as the root of `navigation`, which this target places.
    func embeddingNavigation(_ navigation: NavigationController, dismissible: Bool) -> BuildTarget {
        switch self {
        case .controller(let placer):
            .navigation(
                dismissible
                    ? placer.withDismissibleNavigationEmbedding(navigation)
                    : placer.withNavigationEmbedding(navigation), navigation)
        case .navigation(let placer, _):
            .navigation(
                dismissible
                    ? placer.withDismissibleNavigationEmbedding(navigation)
                    : placer.withNavigationEmbedding(navigation), navigation)
        }
    }

    /// One target per tab of `tabBar`, which this target places once every tab is placed.
    func tabs(of tabBar: TabBarController, count: Int) -> [BuildTarget] {
        let placers =
            switch self {
            case .controller(let placer): placer.tabBarEmbedding(tabBar, tabsCount: count)
            case .navigation(let placer, _): placer.tabBarEmbedding(tabBar, tabsCount: count)
            }
        return placers.map { .controller($0.erasingContext()) }
    }

    /// A target that does not place but hands the controller to `capture`, answering with the
    /// context this target would give; config flows build their root with it.
    func capturing(_ capture: @escaping @MainActor (ViewController) -> Void) -> BuildTarget {
        switch self {
        case .controller:
            .controller(
                makePlacer { controller in
                    capture(controller)
                    return controller
                })
        case .navigation(_, let navigation):
            .navigation(
                makePlacer { controller in
                    capture(controller)
                    return navigation
                }, navigation)
        }
    }

    /// Starts `flow` with this target's placer.
    func start(_ flow: ConfigFlow) {
        switch self {
        case .controller(let placer): flow.start(with: placer)
        case .navigation(let placer, _): flow.start(with: placer.erasingContext())
        }
    }
}
