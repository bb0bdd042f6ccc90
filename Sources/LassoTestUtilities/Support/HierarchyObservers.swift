import Lasso

/// Observers of every controller's lifecycle callbacks and of the steps of transitions, several
/// at once: the waits and flow assertions of tests that run at the same time (Swift Testing runs
/// tests in parallel, and asynchronous assertions interleave at their waits) each add their own
/// and remove it when done, in any order. Built on Lasso's single
/// `ViewController.lifecycleObserver` and `transitionObserver`, which it takes over the first
/// time one is added, calling what was set there before first.
@MainActor
package enum HierarchyObservers {
    /// One set of observers, until ``remove(_:)``.
    package final class Registration {
        fileprivate let lifecycle: @MainActor (ViewController, LifecycleEvent) -> Void
        fileprivate let transition: @MainActor (TransitionStep) -> Void

        fileprivate init(
            lifecycle: @escaping @MainActor (ViewController, LifecycleEvent) -> Void,
            transition: @escaping @MainActor (TransitionStep) -> Void
        ) {
            self.lifecycle = lifecycle
            self.transition = transition
        }
    }

    private static var registrations: [Registration] = []
    private static var isInstalled = false

    /// Calls `lifecycle` after every controller's lifecycle callback and `transition` at every
    /// step of a transition, until the registration is removed.
    package static func add(
        lifecycle: @escaping @MainActor (ViewController, LifecycleEvent) -> Void = { _, _ in },
        transition: @escaping @MainActor (TransitionStep) -> Void = { _ in }
    ) -> Registration {
        installIfNeeded()
        let registration = Registration(lifecycle: lifecycle, transition: transition)
        registrations.append(registration)
        return registration
    }

    /// Stops calling `registration`'s observers; removing it again does nothing.
    package static func remove(_ registration: Registration) {
        registrations.removeAll { $0 === registration }
    }

    /// Sets Lasso's observers to call every registration, after what was set there before.
    private static func installIfNeeded() {
        guard !isInstalled else { return }
        isInstalled = true
        let previousLifecycle = ViewController.lifecycleObserver
        let previousTransition = ViewController.transitionObserver
        ViewController.lifecycleObserver = { controller, event in
            previousLifecycle?(controller, event)
            // A copy: an observer may add or remove registrations.
            for registration in registrations { registration.lifecycle(controller, event) }
        }
        ViewController.transitionObserver = { step in
            previousTransition?(step)
            for registration in registrations { registration.transition(step) }
        }
    }
}
