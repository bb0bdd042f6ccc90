/// Custom container controllers, with UIKit's calls and order:
///
/// ```swift
/// addChild(child)                        // calls child.willMove(toParent: self)
/// stack.addArrangedWidget(child.view)    // the child's view inside the container's view
/// child.didMove(toParent: self)          // the container calls it
///
/// child.willMove(toParent: nil)          // the container calls it
/// child.view.removeFromSuperview()
/// child.removeFromParent()               // calls child.didMove(toParent: nil)
/// ```
///
/// A child is on screen while its container is and its view is inside the container's view: it
/// gets `viewWillAppear`/`viewDidAppear` when its view is added to a container on screen, when
/// the container appears (after the container's own call, as UIKit orders them), and the
/// disappearing calls when its view is removed or the container disappears. The terminal draws
/// the child's widgets where its view sits in the container's stacks, and focus moves among the
/// container's and its children's widgets alike.
extension ViewController {
    /// Makes `child` a child of this controller: calls `child.willMove(toParent: self)`, then
    /// adds it to ``children``. Put its view inside this controller's view and call
    /// `child.didMove(toParent: self)` next, as in UIKit.
    ///
    /// Refused, with a report to ``LassoDiagnostics``, when `child` already has a parent or is
    /// elsewhere in a hierarchy (presented, a window's root), would contain this controller, is a
    /// navigation or tab bar controller (the terminal draws those only as a window's or a
    /// modal's root chain), or when this controller is a navigation or tab bar controller, which
    /// places its children itself.
    ///
    /// A child that presents a modal presents it from its container (see
    /// ``present(_:animated:completion:)``).
    public func addChild(_ child: ViewController) {
        if self is NavigationController || self is TabBarController {
            return LassoDiagnostics.report(
                "cannot add \(child.debugName) as a child of \(debugName): it places its own children; push it or set its view controllers instead"
            )
        }
        if child is NavigationController || child is TabBarController {
            return LassoDiagnostics.report(
                "cannot add \(child.debugName) as a child of \(debugName): a navigation or tab bar controller inside a custom container is not drawn in the terminal; make the container a child of it instead, or show it with a placer"
            )
        }
        if let parent = child.parent {
            return LassoDiagnostics.report(
                "cannot add \(child.debugName) as a child of \(debugName): it is already a child of \(parent.debugName); call removeFromParent() on it first"
            )
        }
        if let reason = reasonNotToContain([child]) {
            return LassoDiagnostics.report(reason)
        }
        child.willMove(toParent: self)
        addedChildren.append(child)
        child.parent = self
        updateChildAppearance()
        setNeedsDisplay()
    }

    /// Takes this controller out of the custom container that added it, then calls
    /// `didMove(toParent: nil)`. The container calls `willMove(toParent: nil)` first and takes
    /// the view out of its own, as in UIKit; a child whose view was left in place is taken off
    /// screen all the same. Does nothing when this controller has no parent.
    ///
    /// Refused, with a report, for a child of a navigation or tab bar controller: pop it or set
    /// that container's view controllers instead.
    public func removeFromParent() {
        guard let parent else { return }
        guard let index = parent.addedChildren.firstIndex(where: { $0 === self }) else {
            return LassoDiagnostics.report(
                "cannot remove \(debugName) from \(parent.debugName) with removeFromParent(): pop it or set that container's view controllers instead"
            )
        }
        if isInVisibleHierarchy {
            ViewController.transition(disappearing: [self], appearing: [])
        }
        parent.addedChildren.remove(at: index)
        self.parent = nil
        didMove(toParent: nil)
        parent.setNeedsDisplay()
    }

    /// Replaces this container's children `old` with `new` in `change`, calling each controller
    /// that comes or goes as UIKit's navigation and tab bar controllers do: `willMove(toParent:)`
    /// before the change, `didMove(toParent:)` after it (with `nil` for those that go, whose
    /// parent is cleared). Refused, with a report and without calling `change`, when `new` holds
    /// a controller that cannot be a child here (see `reasonNotToContain(_:)`).
    func moveChildren(from old: [ViewController], to new: [ViewController], _ change: () -> Void) {
        if let reason = reasonNotToContain(new) {
            return LassoDiagnostics.report(reason)
        }
        let leaving = old.filter { controller in !new.contains { $0 === controller } }
        let coming = new.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in coming { controller.willMove(toParent: self) }
        for controller in new { controller.parent = self }
        change()
        for controller in leaving {
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in coming { controller.didMove(toParent: self) }
    }

    /// Whether this controller's view is loaded and inside `container`'s view.
    func isViewEmbedded(in container: ViewController) -> Bool {
        guard let containerView = container.viewIfLoaded else { return false }
        var widget = viewIfLoaded
        while let current = widget {
            if current === containerView { return true }
            widget = current.superview
        }
        return false
    }

    /// Brings the added children's appearance in line with where their views are: a child whose
    /// view is inside this controller's view appears with it; one whose view left it disappears.
    /// Called when this controller's view tree changes and when a child is added.
    func updateChildAppearance() {
        guard !addedChildren.isEmpty else { return }
        let isShown = isInVisibleHierarchy
        var appearing: [ViewController] = []
        var disappearing: [ViewController] = []
        for child in addedChildren {
            let shouldShow = isShown && child.isViewEmbedded(in: self)
            if shouldShow, !child.isInVisibleHierarchy { appearing.append(child) }
            if !shouldShow, child.isInVisibleHierarchy { disappearing.append(child) }
        }
        if appearanceState == .appearing {
            // Inside this controller's own `viewWillAppear`: its `viewDidAppear` comes with its
            // children's, which end their appearance with it.
            ViewController.transition(disappearing: disappearing, appearing: [])
            for child in appearing { child.beginAppearanceTransition(appearing: true) }
        } else if !appearing.isEmpty || !disappearing.isEmpty {
            ViewController.transition(disappearing: disappearing, appearing: appearing)
        }
    }
}

extension Widget {
    /// Tells the controllers whose views contain this widget that their widget tree changed, so
    /// that child controllers whose views came or went appear or disappear.
    func widgetTreeDidChange() {
        var widget: Widget? = self
        while let current = widget {
            current.rootOfController?.updateChildAppearance()
            widget = current.superview
        }
    }
}
