import Lasso

/// How a navigation stack changed during an event: the one definition of "pushed" and "popped"
/// that the `expect…` assertions here and LassoXCTest's `assertPushed`/`assertPopped` build on.
@MainActor
package struct StackChange {
    /// The stack before the event, root first.
    package let before: [ViewController]
    /// The stack after the event, root first.
    package private(set) var after: [ViewController]

    /// Records `navigationController`'s stack as it is now; ``settle()`` records it again.
    package init(of navigationController: NavigationController) {
        self.navigationController = navigationController
        before = navigationController.viewControllers
        after = before
    }

    private let navigationController: NavigationController

    /// This change with the stack after the event.
    package func settle() -> StackChange {
        var settled = self
        settled.after = navigationController.viewControllers
        return settled
    }

    /// The controller the event pushed: the stack after is the stack before with one controller
    /// more on top.
    package var pushed: ViewController? {
        guard after.count == before.count + 1, zip(before, after).allSatisfy({ $0 === $1 }) else { return nil }
        return after.last
    }

    /// The controllers the event popped, bottom first: the stack after is the bottom of the stack
    /// before, at least one controller shorter.
    package var popped: [ViewController]? {
        guard after.count < before.count, zip(before, after).allSatisfy({ $0 === $1 }) else { return nil }
        return Array(before[after.count...])
    }

    /// The controller the event made the new root: the only one in the stack after, and not the
    /// root before.
    package var newRoot: ViewController? {
        guard after.count == 1, let root = after.first, root !== before.first else { return nil }
        return root
    }
}

/// What is presented over a controller during an event: the one definition of "presented" and
/// "dismissed" that the `expect…` assertions here and LassoXCTest's
/// `assertPresentation`/`assertDismissal` build on. What is presented over a controller is
/// what it presents or, as UIKit's `presentedViewController` answers, what a container it is
/// in presents.
@MainActor
package struct PresentationChange {
    /// What was presented on the presenter before the event.
    package let before: ViewController?
    /// What is presented on it after the event.
    package private(set) var after: ViewController?

    /// Records what is presented over `presenter` now; ``settle()`` records it again.
    package init(on presenter: ViewController) {
        self.presenter = presenter
        before = Self.presented(over: presenter)
        after = before
    }

    /// What is presented over `controller`: by it, or by the nearest container it is in that
    /// presents.
    package static func presented(over controller: ViewController) -> ViewController? {
        var current: ViewController? = controller
        while let candidate = current {
            if let presented = candidate.presentedViewController { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// The controller at the end of the chain of presentations over `controller`.
    package static func modallyForemost(on controller: ViewController) -> ViewController {
        var foremost = controller
        while let presented = presented(over: foremost) { foremost = presented }
        return foremost
    }

    private let presenter: ViewController

    /// This change with what is presented after the event.
    package func settle() -> PresentationChange {
        var settled = self
        settled.after = Self.presented(over: presenter)
        return settled
    }

    /// The controller the event presented: something is presented after it that was not before.
    package var presented: ViewController? {
        guard let after, after !== before else { return nil }
        return after
    }

    /// The controller the event dismissed: something was presented before it and nothing is
    /// after.
    package var dismissed: ViewController? {
        guard let before, after == nil else { return nil }
        return before
    }
}
