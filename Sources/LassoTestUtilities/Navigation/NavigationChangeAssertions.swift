import Lasso
import Testing

/// Runs `event` and expects it to push exactly one controller, a `Controller`, onto
/// `navigationController`, leaving the controllers below it in place. Returns the pushed
/// controller.
///
/// On failure, records an issue at the caller's line that shows the stack before and after and
/// the hierarchy, and returns `nil`.
///
/// ```swift
/// let summary = expectPushed(SummaryViewController.self, on: navigation) {
///     counterStore.dispatchAction(.didTapDone)
/// }
/// ```
@MainActor
@discardableResult
public func expectPushed<Controller: ViewController>(
    _ type: Controller.Type,
    on navigationController: NavigationController,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) rethrows -> Controller? {
    let unsettled = StackChange(of: navigationController)
    try event()
    let change = unsettled.settle()
    if let pushed = change.pushed as? Controller { return pushed }
    fail(
        "expected one \(Controller.self) to be pushed, but the stack went from \(typeNames(change.before)) to \(typeNames(change.after))\n"
            + hierarchyDescription(around: navigationController),
        at: sourceLocation
    )
    return nil
}

/// Runs `event` and expects it to pop exactly `count` controllers off `navigationController`,
/// leaving the ones below them in place. Returns the popped controllers, bottom first.
///
/// On failure, records an issue at the caller's line that shows the stack before and after and
/// the hierarchy, and returns an empty array.
@MainActor
@discardableResult
public func expectPopped(
    from navigationController: NavigationController,
    count: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) rethrows -> [ViewController] {
    let unsettled = StackChange(of: navigationController)
    try event()
    let change = unsettled.settle()
    if let popped = change.popped, popped.count == count { return popped }
    fail(
        "expected \(count) controller(s) to be popped, but the stack went from \(typeNames(change.before)) to \(typeNames(change.after))\n"
            + hierarchyDescription(around: navigationController),
        at: sourceLocation
    )
    return []
}
