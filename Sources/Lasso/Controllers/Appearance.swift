/// Where a controller is in its appearance lifecycle.
public enum AppearanceState: Sendable, Equatable {
    /// Not on screen.
    case disappeared
    /// `viewWillAppear` was called, `viewDidAppear` not yet.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` was called, `viewDidDisappear` not yet.
    case disappearing
}

extension ViewController {
    /// Whether this controller is on screen or about to be, so that changes in what it shows
    /// must send appearance callbacks.
    var isInVisibleHierarchy: Bool {
        appearanceState == .appeared || appearanceState == .appearing
    }

    /// Moves `disappearing` off screen and `appearing` on screen with callbacks in UIKit's order:
    /// the incoming views load first (`viewDidLoad`), then all `viewWillDisappear`, all
    /// `viewWillAppear`, all `viewDidDisappear`, all `viewDidAppear`. Does nothing for
    /// controllers whose container is not on screen.
    static func transition(disappearing: [ViewController], appearing: [ViewController]) {
        // UIKit loads the incoming views before the outgoing controller hears it will disappear.
        for controller in appearing { controller.loadViewsBeforeAppearing() }
        for controller in disappearing { controller.beginAppearanceTransition(appearing: false) }
        for controller in appearing { controller.beginAppearanceTransition(appearing: true) }
        transitionObserver?(.willCallsMade)
        for controller in disappearing { controller.endAppearanceTransition() }
        for controller in appearing { controller.endAppearanceTransition() }
    }

    /// Moves `old` off screen and `new` on screen when a container replaced the one child it
    /// shows (the top of a stack, the selected tab, a window's root); nothing when they are the
    /// same controller.
    static func transition(from old: ViewController?, to new: ViewController?) {
        guard old !== new else { return }
        transition(disappearing: old.map { [$0] } ?? [], appearing: new.map { [$0] } ?? [])
    }

    /// The controllers whose appearance follows this one's: visible children and the presented one.
    private var appearanceDependents: [ViewController] {
        var dependents = visibleChildren
        if let presentedViewController { dependents.append(presentedViewController) }
        return dependents
    }

    /// Loads the view of this controller and of those that will appear with it (its visible
    /// children, what it presents), when it is off screen: before any callback of the controllers
    /// it replaces.
    private func loadViewsBeforeAppearing() {
        guard appearanceState == .disappeared else { return }
        loadViewIfNeeded()
        for dependent in appearanceDependents { dependent.loadViewsBeforeAppearing() }
    }

    func beginAppearanceTransition(appearing: Bool) {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear()
            notifyLifecycleObserver(.willAppear)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear()
            notifyLifecycleObserver(.willDisappear)
        }
        for dependent in appearanceDependents {
            dependent.beginAppearanceTransition(appearing: appearing)
        }
    }

    func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear()
            notifyLifecycleObserver(.didAppear)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear()
            notifyLifecycleObserver(.didDisappear)
        case .appeared, .disappeared:
            return
        }
        for dependent in appearanceDependents {
            dependent.endAppearanceTransition()
        }
    }
}
