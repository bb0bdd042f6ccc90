import Lasso
import Testing

/// Expects `navigationController`'s stack to hold controllers of exactly `types` (exact classes,
/// not subclasses), root first.
///
/// On failure, records an issue at the caller's line that shows the actual stack and hierarchy.
///
/// ```swift
/// expectStack(of: navigation, is: [CounterViewController.self, SummaryViewController.self])
/// ```
@MainActor
@discardableResult
public func expectStack(
    of navigationController: NavigationController,
    is types: [ViewController.Type],
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let stack = navigationController.viewControllers
    let matches = stack.count == types.count && zip(stack, types).allSatisfy { type(of: $0) == $1 }
    if !matches {
        let expected = "[" + types.map { String(describing: $0) }.joined(separator: ", ") + "]"
        fail(
            "expected the navigation stack to be \(expected), got \(typeNames(stack))\n"
                + hierarchyDescription(around: navigationController),
            at: sourceLocation
        )
    }
    return matches
}

/// Expects the top of `navigationController`'s stack to be a `Controller`, and returns it.
///
/// On failure, records an issue at the caller's line that shows the actual stack and hierarchy,
/// and returns `nil`.
@MainActor
@discardableResult
public func expectTop<Controller: ViewController>(
    of navigationController: NavigationController,
    is type: Controller.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Controller? {
    if let top = navigationController.topViewController as? Controller { return top }
    fail(
        "expected the top of the navigation stack to be a \(Controller.self), got \(typeName(navigationController.topViewController)); "
            + "the stack is \(typeNames(navigationController.viewControllers))\n"
            + hierarchyDescription(around: navigationController),
        at: sourceLocation
    )
    return nil
}
