import Lasso

/// One level of what the window shows: the window's root, or a controller presented modally,
/// with the chain of containers down to the controller whose widgets are drawn.
@MainActor
struct ScreenLayer {
    /// The window's root controller, or the presented controller.
    let root: ViewController
    /// The first tab bar controller in the chain, if any.
    let tabBar: TabBarController?
    /// The innermost navigation controller in the chain, if any.
    let navigation: NavigationController?
    /// The controller whose widgets are drawn: the end of the chain.
    let content: ViewController

    /// Whether this layer was presented modally.
    var isPresented: Bool { root.presentingViewController != nil }

    /// Whether the navigation stack is deeper than one, so that Esc goes back.
    var canGoBack: Bool { (navigation?.viewControllers.count ?? 0) > 1 }

    /// Whether Esc closes this layer: a presented controller that is not a navigation stack, or a
    /// dismissible presented navigation stack (at its root; deeper, Esc goes back first).
    var canClose: Bool {
        guard isPresented else { return false }
        if let navigation = root as? NavigationController { return navigation.isDismissible }
        return true
    }

    /// The title for the navigation bar: the navigation stack's or the content's.
    var title: String? { navigation?.title ?? content.title }

    /// The layers `window` shows, bottom first: the root's, then one per modal presentation,
    /// following the same path as ``Lasso/Window/topViewController``.
    static func layers(of window: Window) -> [ScreenLayer] {
        var layers: [ScreenLayer] = []
        var next = window.rootViewController
        while let root = next, layers.count < 64 {
            var tabBar: TabBarController?
            var navigation: NavigationController?
            var presented: ViewController?
            var current = root
            for _ in 0..<256 {
                if presented == nil, let modal = current.presentedViewController { presented = modal }
                var child: ViewController?
                if let tabs = current as? TabBarController {
                    if tabBar == nil { tabBar = tabs }
                    child = tabs.selectedViewController
                } else if let stack = current as? NavigationController {
                    navigation = stack
                    child = stack.topViewController
                }
                guard let child else { break }
                current = child
            }
            layers.append(ScreenLayer(root: root, tabBar: tabBar, navigation: navigation, content: current))
            next = presented
        }
        return layers
    }
}
