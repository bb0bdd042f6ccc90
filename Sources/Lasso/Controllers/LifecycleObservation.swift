/// A lifecycle callback a controller received.
package enum LifecycleEvent: Sendable, Equatable, Comparable {
    case didLoad, willAppear, didAppear, willDisappear, didDisappear
}

/// A step of a transition, for ``ViewController/transitionObserver``.
package enum TransitionStep: Sendable, Equatable {
    /// A navigation, presentation or dismissal starts, asked for with `animated`.
    case started(animated: Bool)
    /// The `viewWill…` calls of an appearance change were made; the `viewDid…` ones follow.
    case willCallsMade
}

extension ViewController {
    /// Called after every controller's lifecycle callback, with the controller and the event:
    /// for test utilities that check a controller's state at each step of a transition (Lasso's
    /// `assertPushed(after:when:onViewDidLoad:…)`). Not a public hook: override the callbacks
    /// to act on them.
    package static var lifecycleObserver: (@MainActor (ViewController, LifecycleEvent) -> Void)?

    /// Called at the steps of a transition: when a navigation, presentation or dismissal starts,
    /// with the `animated` flag it was asked for, and when every `viewWill…` call of an appearance
    /// change was made, before the `viewDid…` ones. The terminal does not animate, but Lasso's
    /// test utilities run their lifecycle hooks on UIKit's schedule by these (`assertPushed` in
    /// LassoXCTest).
    package static var transitionObserver: (@MainActor (TransitionStep) -> Void)?

    /// Tells ``transitionObserver`` that a transition asked for with `animated` starts.
    static func notifyTransition(animated: Bool) {
        transitionObserver?(.started(animated: animated))
    }

    /// Tells ``lifecycleObserver`` that this controller received `event`.
    func notifyLifecycleObserver(_ event: LifecycleEvent) {
        Self.lifecycleObserver?(self, event)
    }
}
