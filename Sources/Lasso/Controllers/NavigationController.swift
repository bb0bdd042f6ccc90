/// A stack of controllers: the top one is shown, the others wait beneath it.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// Creates a navigation controller, optionally with a root controller.
    public init(rootViewController: ViewController? = nil) {
        super.init()
        if let rootViewController { setViewControllers([rootViewController]) }
    }

    /// Whether the user may dismiss this navigation controller from its root controller (it was
    /// placed with `withDismissibleNavigationEmbedding()`).
    public var isDismissible = false

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller at the bottom of the stack.
    public var rootViewController: ViewController? { viewControllers.first }

    override var containedViewControllers: [ViewController] { viewControllers }

    override var visibleChildren: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    override var contentChild: ViewController? { topViewController }

    /// The navigation bar title: the top controller's title.
    open override var title: String? {
        get { topViewController?.title ?? super.title }
        set { super.title = newValue }
    }

    /// Pushes `controller` on top of the stack.
    ///
    /// Refused, with a report, when `controller` is already in a hierarchy.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    public func pushViewController(_ controller: ViewController, animated: Bool = true) {
        guard controller.isUnplaced else {
            return LassoDiagnostics.report(
                "cannot push \(controller.debugName) onto \(debugName): it is already in a controller hierarchy"
            )
        }
        setViewControllers(viewControllers + [controller], animated: animated)
    }

    /// Pops the top controller and returns it. The root controller is never popped.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers[viewControllers.count - 1]
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return popped
    }

    /// Pops every controller above the root and returns them, bottom first.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController] {
        guard let root = rootViewController else { return [] }
        return popToViewController(root, animated: animated) ?? []
    }

    /// Pops every controller above `controller` and returns them, bottom first; `nil` when
    /// `controller` is not in the stack.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool = true) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else {
            LassoDiagnostics.report("cannot pop to \(controller.debugName): it is not in \(debugName)'s stack")
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Replaces the whole stack. Controllers that leave it are released by the stack; the new
    /// top controller appears if the navigation controller is on screen.
    ///
    /// Refused, with a report, when a controller is in another hierarchy, appears twice, or is
    /// this navigation controller or one containing it.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        let oldTop = topViewController
        ViewController.notifyTransition(animated: animated)
        moveChildren(from: viewControllers, to: controllers) {
            viewControllers = controllers
            if isInVisibleHierarchy { ViewController.transition(from: oldTop, to: topViewController) }
        }
        setNeedsDisplay()
    }
}
