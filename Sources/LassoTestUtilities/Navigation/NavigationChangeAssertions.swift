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
///
/// The stack is checked as `event` leaves it. For a push made from work the event queues on the
/// main queue (`DispatchQueue.main.async`, a main-actor task), await
/// ``expectPushed(_:on:timeout:sourceLocation:after:)``, which lets that work run first.
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
    return pushed(Controller.self, unsettled.settle(), on: navigationController, at: sourceLocation)
}

/// Runs `event`, lets the work it queued on the main queue run (a flow that pushes from
/// `DispatchQueue.main.async` or a main-actor task, as after a service's answer), and expects
/// exactly one `Controller` to have been pushed onto `navigationController`, leaving the
/// controllers below it in place, as ``expectPushed(_:on:sourceLocation:after:)`` does. Returns
/// the pushed controller.
///
/// ```swift
/// let summary = await expectPushed(SummaryViewController.self, on: navigation, timeout: .seconds(5)) {
///     counterStore.dispatchAction(.didTapDone)   // the flow pushes when its service answers
/// }
/// ```
///
/// The wait is for the work queued on the main queue when the event returns, and more rounds of
/// it while each changes the controller hierarchy; never for the clock: with nothing queued it
/// is one hop of the queue. `timeout` only bounds it: when that work has not run by then (it
/// holds the main queue), an issue is recorded at the caller's line and `nil` returned.
@MainActor
@discardableResult
public func expectPushed<Controller: ViewController>(
    _ type: Controller.Type,
    on navigationController: NavigationController,
    timeout: Duration,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) async rethrows -> Controller? {
    let unsettled = StackChange(of: navigationController)
    try event()
    guard await settleMainQueue(timeout: timeout, around: navigationController, at: sourceLocation) else { return nil }
    return pushed(Controller.self, unsettled.settle(), on: navigationController, at: sourceLocation)
}

/// Runs `event` and expects it to pop exactly `count` controllers off `navigationController`,
/// leaving the ones below them in place. Returns the popped controllers, bottom first.
///
/// On failure, records an issue at the caller's line that shows the stack before and after and
/// the hierarchy, and returns an empty array.
///
/// The stack is checked as `event` leaves it; ``expectPopped(from:count:timeout:sourceLocation:after:)``
/// lets the work the event queued on the main queue run first.
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
    return popped(count, unsettled.settle(), from: navigationController, at: sourceLocation)
}

/// Runs `event`, lets the work it queued on the main queue run, and expects exactly `count`
/// controllers to have been popped off `navigationController`, as
/// ``expectPopped(from:count:sourceLocation:after:)`` does; the wait is
/// ``expectPushed(_:on:timeout:sourceLocation:after:)``'s. Returns the popped controllers,
/// bottom first, or an empty array on failure.
@MainActor
@discardableResult
public func expectPopped(
    from navigationController: NavigationController,
    count: Int = 1,
    timeout: Duration,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) async rethrows -> [ViewController] {
    let unsettled = StackChange(of: navigationController)
    try event()
    guard await settleMainQueue(timeout: timeout, around: navigationController, at: sourceLocation) else { return [] }
    return popped(count, unsettled.settle(), from: navigationController, at: sourceLocation)
}

/// The controller `change` pushed, if it is a `Controller`; else records why not.
@MainActor
private func pushed<Controller: ViewController>(
    _: Controller.Type, _ change: StackChange, on navigationController: NavigationController,
    at sourceLocation: SourceLocation
) -> Controller? {
    if let pushed = change.pushed as? Controller { return pushed }
    fail(
        "expected one \(Controller.self) to be pushed, but the stack went from \(typeNames(change.before)) to \(typeNames(change.after))\n"
            + hierarchyDescription(around: navigationController),
        at: sourceLocation
    )
    return nil
}

/// The `count` controllers `change` popped; else records why not, and returns none.
@MainActor
private func popped(
    _ count: Int, _ change: StackChange, from navigationController: NavigationController,
    at sourceLocation: SourceLocation
) -> [ViewController] {
    if let popped = change.popped, popped.count == count { return popped }
    fail(
        "expected \(count) controller(s) to be popped, but the stack went from \(typeNames(change.before)) to \(typeNames(change.after))\n"
            + hierarchyDescription(around: navigationController),
        at: sourceLocation
    )
    return []
}

/// Lets the work queued on the main queue run (``MainQueueSettling/settle(timeout:scope:)``, with
/// another round while `anchor`'s hierarchy changes), for the asynchronous `expect…` forms;
/// records an issue at `sourceLocation` and returns `false` when it has not run by `timeout`.
@MainActor
func settleMainQueue(timeout: Duration, around anchor: ViewController, at sourceLocation: SourceLocation) async -> Bool
{
    guard await MainQueueSettling.settle(timeout: timeout, scope: MainQueueSettling.hierarchy(of: anchor)) == .settled
    else {
        fail(
            "the work queued on the main queue did not run within \(timeout) (something holds the main queue)",
            at: sourceLocation)
        return false
    }
    return true
}
