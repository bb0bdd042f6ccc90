public import Lasso

/// Why a navigation assertion (`assertPushed`, `assertRoot`, `assertPopped`) failed: Lasso's
/// `NavigationPresentationError`, with its cases.
public enum NavigationPresentationError: LassoError {
    /// The controller is in no navigation controller.
    case noNavigationEmbedding(target: ViewController)
    /// The controller was not on top of the stack before the event.
    case unexpectedTopPrecedingEvent(expected: ViewController, navigationController: NavigationController)
    /// The stack was empty after the event.
    case unexpectedEmptyStackFollowingEvent(navigationController: NavigationController)
    /// The controller was not on top of the stack after the event.
    case unexpectedTopFollowingEvent(expected: ViewController, navigationController: NavigationController)
    /// The controllers were not the top of the stack after the event: for a push, the previous
    /// controller right below the new top, with the controllers below it kept.
    case unexpectedTopStackFollowingEvent(expected: [ViewController], navigationController: NavigationController)
    /// The stack after a new root was set did not hold exactly one controller.
    case unexpectedStackFollowingRootEvent(navigationController: NavigationController)
    /// The root before the event still was after it.
    case oldRootRemainsFollowingRootEvent(oldRoot: ViewController, navigationController: NavigationController)
    /// The previous controller still was on top after the event.
    case noPushOccurred(previous: ViewController)

    /// What failed, with the controllers and the stack.
    public func message(verbose: Bool) -> String {
        MainActor.assumeIsolated {
            switch self {
            case .noNavigationEmbedding(let target):
                "nil navigation controller for controller" + formattedText(("controller", describe(target)))
            case .unexpectedTopPrecedingEvent(let expected, let navigation):
                "expected controller to be at top of navigation stack preceding event"
                    + formattedText(("controller", describe(expected)), stack(navigation))
            case .unexpectedEmptyStackFollowingEvent(let navigation):
                "expected non-empty navigation stack following event" + formattedText(stack(navigation))
            case .unexpectedTopFollowingEvent(let expected, let navigation):
                "expected controller to be at top of navigation stack following event"
                    + formattedText(("controller", describe(expected)), stack(navigation))
            case .unexpectedTopStackFollowingEvent(let expected, let navigation):
                "expected controllers to be at top of navigation stack following event"
                    + formattedText(("controllers", describe(expected)), stack(navigation))
            case .unexpectedStackFollowingRootEvent(let navigation):
                "unexpected navigation stack following event" + formattedText(stack(navigation))
            case .oldRootRemainsFollowingRootEvent(let oldRoot, let navigation):
                "expected new root following event" + formattedText(("old root", describe(oldRoot)), stack(navigation))
            case .noPushOccurred(let previous):
                "no push occurred\nRealized: 'previous' \(describe(previous)) at top of navigation stack following event"
            }
        }
    }
}

/// Why a navigation assertion found a controller of the wrong type: Lasso's
/// `NavigationPresentationTypeError`, where `Type` is the type asked for.
public enum NavigationPresentationTypeError<Type>: LassoError {
    /// The pushed controller is not a `Type`.
    case unexpectedPushedType(realized: ViewController)
    /// The new root is not a `Type`.
    case unexpectedRootType(realized: ViewController)

    /// The type asked for and the controller found.
    public func message(verbose: Bool) -> String {
        MainActor.assumeIsolated {
            switch self {
            case .unexpectedPushedType(let realized):
                "expected pushed to be of type \(Type.self)" + formattedText(("Realized pushed", describe(realized)))
            case .unexpectedRootType(let realized):
                "expected root to be of type \(Type.self)" + formattedText(("Realized root", describe(realized)))
            }
        }
    }
}

/// The navigation controller and its stack, for a failure message.
@MainActor
private func stack(_ navigation: NavigationController) -> (String, String) {
    ("navigation controller", "\(describe(navigation)) \(describe(navigation.viewControllers))")
}

/// `pairs` as lines of a failure message: `\nKey: value`.
func formattedText(_ pairs: (String, String)...) -> String {
    pairs.map { "\n\($0.0): \($0.1)" }.joined()
}
