/// The unit of the controller hierarchy: owns one screen's root widget, gets lifecycle callbacks
/// as it appears and disappears, and can present another controller modally.
///
/// Linux has no UIKit; this is the runtime's own small, complete model of it. Subclass it for a
/// screen (`LoginViewController`), or use the containers ``NavigationController`` and
/// ``TabBarController``.
@MainActor
open class ViewController {
    /// Creates a controller with no view loaded yet.
    public init() {}

    // MARK: - Identity

    /// The title shown in a navigation bar, and in a tab bar when ``tabTitle`` is not set.
    open var title: String? {
        didSet { setNeedsDisplay() }
    }

    /// The title of this controller's tab when it is a child of a ``TabBarController``.
    public var tabTitle: String? {
        didSet { setNeedsDisplay() }
    }

    // MARK: - View

    private var loadedView: Widget? {
        didSet {
            if oldValue !== loadedView, oldValue?.rootOfController === self { oldValue?.rootOfController = nil }
            loadedView?.rootOfController = self
            if oldValue !== loadedView { updateChildAppearance() }
        }
    }

    /// The root widget if it was loaded, else `nil` (reading it loads nothing).
    public var viewIfLoaded: Widget? { loadedView }

    /// Marks what this controller shows as changed: its window draws a new frame.
    func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    /// The root widget. Accessing it loads it: ``loadView()`` then ``viewDidLoad()``, once.
    public var view: Widget {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set {
            loadedView = newValue
            setNeedsDisplay()
        }
    }

    /// Whether ``view`` was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The widget the keyboard focus goes to when this screen comes up — in the terminal and in
    /// the browser — instead of its first focusable one: a confirmation's choice that changes
    /// nothing, a page's main action. Ignored while it is hidden, disabled or not in ``view``.
    public weak var preferredFocus: Widget?

    /// Loads the view if it was not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = Stack() }
        viewDidLoad()
        notifyLifecycleObserver(.didLoad)
    }

    /// Creates the root widget and assigns it to ``view``. The default is an empty vertical
    /// ``Stack``; override to build a different root.
    open func loadView() {
        view = Stack()
    }

    /// Called once, after the view was loaded. Build widgets and bindings here.
    open func viewDidLoad() {}

    /// Called before the controller comes on screen.
    open func viewWillAppear() {}

    /// Called after the controller came on screen.
    open func viewDidAppear() {}

    /// Called before the controller leaves the screen.
    open func viewWillDisappear() {}

    /// Called after the controller left the screen.
    open func viewDidDisappear() {}

    /// Called by ``addChild(_:)`` with the new container before the controller becomes its
    /// child, and by the container with `nil` before it removes the controller (UIKit's order).
    open func willMove(toParent parent: ViewController?) {}

    /// Called by the container with itself once it put the controller's view in place after
    /// ``addChild(_:)``, and by ``removeFromParent()`` with `nil` (UIKit's order).
    open func didMove(toParent parent: ViewController?) {}

    /// Where the controller is in its appearance lifecycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// Whether the controller is on screen.
    public var isVisible: Bool { appearanceState == .appeared }

    // MARK: - Hierarchy

    /// The container holding this controller (a navigation or tab bar controller, or a custom
    /// container that added it with ``addChild(_:)``), if any.
    public internal(set) weak var parent: ViewController?

    /// The window whose root this controller is, if it is one.
    public internal(set) weak var windowIfRoot: Window?

    /// The child controllers of a container, in order: a navigation controller's stack, a tab
    /// bar controller's tabs, or the children a custom container added with ``addChild(_:)``.
    public var children: [ViewController] { containedViewControllers }

    /// The children added with ``addChild(_:)``, in order.
    var addedChildren: [ViewController] = []

    /// Overridden by navigation and tab bar controllers: every child.
    var containedViewControllers: [ViewController] { addedChildren }

    /// The children that are on screen when the container is: for a custom container, the
    /// added children whose views are inside its view; overridden by navigation and tab bar
    /// controllers.
    var visibleChildren: [ViewController] { addedChildren.filter { $0.isViewEmbedded(in: self) } }

    /// The child whose screen this container shows instead of a view of its own (a navigation
    /// controller's top, a tab bar controller's selected tab), so that it is the one the user
    /// interacts with. A custom container has none: it shows its own view, which holds its
    /// children's views.
    var contentChild: ViewController? { nil }

    /// The nearest navigation controller among the ancestors.
    public var navigationController: NavigationController? {
        ancestor(of: NavigationController.self)
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: TabBarController? {
        ancestor(of: TabBarController.self)
    }

    private func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// The window this controller is shown in, found through its containers and presenters.
    public var window: Window? {
        var current: ViewController? = self
        while let controller = current {
            if let window = controller.windowIfRoot { return window }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    // MARK: - Presentation

    /// The controller this one presents modally, if any.
    public internal(set) var presentedViewController: ViewController?

    /// The controller presenting this one modally, if this one is presented.
    public internal(set) weak var presentingViewController: ViewController?

    /// How this controller covers the one presenting it, set before presenting it: UIKit's
    /// property. ``ModalPresentationStyle/automatic`` (a sheet over the presenter) by default.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// The outermost container of this controller: what a full-screen presentation over it
    /// takes off screen.
    var outermostContainer: ViewController {
        var outermost = self
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }

    /// The last controller in the chain of presentations starting here (this one if it presents
    /// nothing).
    public var topmostPresentedViewController: ViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }

    /// Presents `controller` modally over this one. The presenter stays visible behind it.
    ///
    /// Refused, with a report to ``LassoDiagnostics``, when this controller already presents one
    /// or `controller` is already in a hierarchy.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    /// `completion` runs once `controller` is presented (at once), and not when presenting is refused.
    public func present(_ controller: ViewController, animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    {
        let context = presentationContext
        if context !== self {
            return context.present(controller, animated: animated, completion: completion)
        }
        guard presentedViewController == nil else {
            return LassoDiagnostics.report(
                "cannot present \(controller.debugName) on \(debugName): it already presents \(presentedViewController!.debugName); present on that one instead"
            )
        }
        guard controller.isUnplaced else {
            return LassoDiagnostics.report(
                "cannot present \(controller.debugName): it is already in a controller hierarchy"
            )
        }
        guard !isInHierarchy(under: controller) else {
            return LassoDiagnostics.report(
                "cannot present \(controller.debugName) on \(debugName): it would present itself"
            )
        }
        ViewController.notifyTransition(animated: animated)
        presentedViewController = controller
        controller.presentingViewController = self
        if isInVisibleHierarchy {
            let hidden = controller.modalPresentationStyle.hidesPresenter ? [outermostContainer] : []
            ViewController.transition(disappearing: hidden, appearing: [controller])
        }
        setNeedsDisplay()
        completion?()
    }

    /// Dismisses modally presented controllers.
    ///
    /// Like UIKit: when this controller presents another, that one (and everything it presents)
    /// is dismissed; otherwise the presented controller containing this one is dismissed.
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    /// `completion` runs once the dismissal is done (at once), and not when there is nothing to
    /// dismiss.
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let context = presentationContext
        if context.presentedViewController != nil {
            ViewController.notifyTransition(animated: animated)
            context.dismissPresented()
        } else if let presented = presentedAncestor, let presenter = presented.presentingViewController {
            ViewController.notifyTransition(animated: animated)
            presenter.dismissPresented()
        } else {
            return LassoDiagnostics.report("cannot dismiss \(debugName): it neither presents nor is presented")
        }
        completion?()
    }

    /// The controller that presents for this one: itself, or, for a child added with
    /// ``addChild(_:)``, its container's presentation context. The container's view holds the
    /// child's, so a modal the child presents is shown over the container, as UIKit's
    /// presentation context does.
    var presentationContext: ViewController {
        guard let container = parent, container.addedChildren.contains(where: { $0 === self }) else { return self }
        return container.presentationContext
    }

    /// This controller or its nearest ancestor that was presented modally.
    var presentedAncestor: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if controller.presentingViewController != nil { return controller }
            current = controller.parent
        }
        return nil
    }

    func dismissPresented() {
        guard let presented = presentedViewController else { return }
        // Unlinked first, so that the presenter's reappearance does not reach the presented
        // controller through it.
        let isVisible = presented.isInVisibleHierarchy
        presentedViewController = nil
        presented.presentingViewController = nil
        if isVisible {
            let shown = presented.modalPresentationStyle.hidesPresenter ? [outermostContainer] : []
            ViewController.transition(disappearing: [presented], appearing: shown)
        }
        setNeedsDisplay()
    }

    /// Whether the controller is free to be placed: no parent, not presented, not a window root.
    var isUnplaced: Bool {
        parent == nil && presentingViewController == nil && windowIfRoot == nil
    }

    /// Whether this controller is `controller` or sits below it (in its containers or the
    /// controllers it presents).
    func isInHierarchy(under controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return false
    }

    /// Why this container cannot hold `controllers` as its children, or `nil` when it can: each
    /// must be free or already its child, appear once, and not be this container or contain it.
    func reasonNotToContain(_ controllers: [ViewController]) -> String? {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                return "cannot put \(controller.debugName) into \(debugName) twice"
            }
            if isInHierarchy(under: controller) {
                return "cannot put \(controller.debugName) into \(debugName): it would contain itself"
            }
            if !(controller.isUnplaced || controller.parent === self) {
                return
                    "cannot put \(controller.debugName) into \(debugName): it is already in another controller hierarchy"
            }
        }
        return nil
    }

    // MARK: - Ownership

    /// Objects kept alive as long as this controller, or until released: a flow by its initial
    /// controller, a screen's store wrapper by its controller (``holdReference(to:)``).
    var heldReferences = HeldReferences()

    /// Keeps `object` alive as long as this controller.
    func retain(_ object: AnyObject) {
        heldReferences.hold(object)
    }

    /// The store of the screen this controller shows, kept alive by the controller; `nil` for
    /// containers and controllers made without a screen.
    public internal(set) var screenStore: (any IntrospectableStore)?

    /// A short name for messages: the class name and title.
    public var debugName: String {
        let typeName = String(describing: type(of: self))
        if let title { return "\(typeName) \"\(title)\"" }
        return typeName
    }
}
