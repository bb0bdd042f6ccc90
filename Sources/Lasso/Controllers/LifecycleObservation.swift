/// A lifecycle callback a controller received.
package enum LifecycleEvent: Sendable, Equatable, Comparable {
    case didLoad, willAppear, didAppear, willDisappear, didDisappear
}

extension ViewController {
    /// Called after every controller's lifecycle callback, with the controller and the event:
    /// for test utilities that check a controller's state at each step of a transition (Lasso's
    /// `assertPushed(after:when:onViewDidLoad:…)`). Not a public hook: override the callbacks
    /// to act on them.
    package static var lifecycleObserver: (@MainActor (ViewController, LifecycleEvent) -> Void)?

    /// Called when a navigation, presentation or dismissal starts, with the `animated` flag it
    /// was asked for: the terminal does not animate, but Lasso's test utilities run their
    /// lifecycle hooks on UIKit's schedule for each (`assertPushed` in LassoXCTest).
    package static var transitionObserver: (@MainActor (_ animated: Bool) -> Void)?

    /// Tells ``transitionObserver`` that a transition asked for with `animated` starts.
    static func notifyTransition(animated: Bool) {
        transitionObserver?(animated)
    }

    /// Tells ``lifecycleObserver`` that this controller received `event`.
    func notifyLifecycleObserver(_ event: LifecycleEvent) {
        Self.lifecycleObserver?(self, event)
    }
}
