/// One level of what the window shows: the window's root, or a controller presented modally,
/// with the chain of containers down to the controller whose widgets are drawn. Every renderer
/// (the terminal's frames, the browser's DOM) shows a window as these layers.
@MainActor
package struct ScreenLayer {
    /// The window's root controller, or the presented controller.
    package let root: ViewController
    /// The first tab bar controller in the chain, if any.
    package let tabBar: TabBarController?
    /// The innermost navigation controller in the chain, if any.
    package let navigation: NavigationController?
    /// The controller whose widgets are drawn: the end of the chain.
    package let content: ViewController

    /// Whether this layer was presented modally.
    package var isPresented: Bool { root.presentingViewController != nil }

    /// Whether the navigation stack is deeper than one, so that Esc goes back.
    package var canGoBack: Bool { (navigation?.viewControllers.count ?? 0) > 1 }

    /// Whether Esc closes this layer: a presented controller that is not a navigation stack, or a
    /// dismissible presented navigation stack (at its root; deeper, Esc goes back first).
    package var canClose: Bool {
        guard isPresented else { return false }
        if let navigation = root as? NavigationController { return navigation.isDismissible }
        return true
    }

    /// Goes back as Esc or a Back button does: pops the navigation stack when it is deeper than
    /// one, else dismisses this presented layer if it may be closed. Returns whether anything
    /// happened.
    @discardableResult
    package func goBack() -> Bool {
        if canGoBack {
            navigation?.popViewController()
        } else if canClose {
            root.dismiss()
        } else {
            return false
        }
        return true
    }

    /// The title for the navigation bar: the navigation stack's or the content's.
    package var title: String? { navigation?.title ?? content.title }

    /// The layers `window` shows, bottom first: the root's, then one per modal presentation,
    /// following the same path as ``Window/topViewController``; from the last controller
    /// presented full screen (``ModalPresentationStyle/hidesPresenter``) up, as it covers the
    /// ones below.
    package static func layers(of window: Window) -> [ScreenLayer] {
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
        // A controller presented full screen is drawn in place of the layers below it.
        if let covering = layers.lastIndex(where: { $0.isPresented && $0.root.modalPresentationStyle.hidesPresenter }) {
            layers.removeFirst(covering)
        }
        return layers
    }
}
