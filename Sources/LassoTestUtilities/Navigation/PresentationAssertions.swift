import Lasso
import Testing

/// Expects `presenter` to present a `Controller` modally, and returns it.
///
/// On failure, records an issue at the caller's line that shows the hierarchy, and returns `nil`.
@MainActor
@discardableResult
public func expectPresented<Controller: ViewController>(
    on presenter: ViewController,
    is type: Controller.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Controller? {
    if let presented = presenter.presentedViewController as? Controller { return presented }
    fail(
        "expected \(presenter.debugName) to present a \(Controller.self), but it presents \(typeName(presenter.presentedViewController))\n"
            + hierarchyDescription(around: presenter),
        at: sourceLocation
    )
    return nil
}

/// Expects `presenter` to present a `NavigationController` whose root controller is a
/// `Root`, and returns that root (its navigation controller is `root.navigationController`).
///
/// On failure, records an issue at the caller's line that shows the hierarchy, and returns `nil`.
@MainActor
@discardableResult
public func expectPresentedNavigation<Root: ViewController>(
    on presenter: ViewController,
    rootIs type: Root.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Root? {
    let presented = presenter.presentedViewController
    if let root = (presented as? NavigationController)?.rootViewController as? Root { return root }
    let actual =
        (presented as? NavigationController).map {
            "a NavigationController whose root is \(typeName($0.rootViewController))"
        }
        ?? typeName(presented)
    fail(
        "expected \(presenter.debugName) to present a NavigationController whose root is a \(Root.self), but it presents \(actual)\n"
            + hierarchyDescription(around: presenter),
        at: sourceLocation
    )
    return nil
}

/// Expects `presenter` to present nothing.
///
/// On failure, records an issue at the caller's line that shows the hierarchy.
@MainActor
@discardableResult
public func expectNothingPresented(
    on presenter: ViewController,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard let presented = presenter.presentedViewController else { return true }
    fail(
        "expected \(presenter.debugName) to present nothing, but it presents \(presented.debugName)\n"
            + hierarchyDescription(around: presenter),
        at: sourceLocation
    )
    return false
}

/// Runs `event` and expects it to make `presenter` present a new `Controller`, and returns it.
///
/// On failure, records an issue at the caller's line that shows what was presented before and
/// after and the hierarchy, and returns `nil`.
///
/// What is presented is checked as `event` leaves it;
/// ``expectPresented(_:on:timeout:sourceLocation:after:)`` lets the work the event queued on the
/// main queue run first.
@MainActor
@discardableResult
public func expectPresented<Controller: ViewController>(
    _ type: Controller.Type,
    on presenter: ViewController,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) rethrows -> Controller? {
    let unsettled = PresentationChange(on: presenter)
    try event()
    return presented(Controller.self, unsettled.settle(), on: presenter, at: sourceLocation)
}

/// Runs `event`, lets the work it queued on the main queue run, and expects `presenter` to
/// present a new `Controller`, as ``expectPresented(_:on:sourceLocation:after:)`` does; the wait
/// is ``expectPushed(_:on:timeout:sourceLocation:after:)``'s. Returns the presented controller,
/// or `nil` on failure.
@MainActor
@discardableResult
public func expectPresented<Controller: ViewController>(
    _ type: Controller.Type,
    on presenter: ViewController,
    timeout: Duration,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) async rethrows -> Controller? {
    let unsettled = PresentationChange(on: presenter)
    try event()
    guard await settleMainQueue(timeout: timeout, around: presenter, at: sourceLocation) else { return nil }
    return presented(Controller.self, unsettled.settle(), on: presenter, at: sourceLocation)
}

/// Runs `event` and expects it to dismiss what `presenter` presents. Returns the dismissed
/// controller.
///
/// On failure (nothing was presented before, or something still is after), records an issue at
/// the caller's line that shows the hierarchy, and returns `nil`.
///
/// What is presented is checked as `event` leaves it;
/// ``expectDismissed(from:timeout:sourceLocation:after:)`` lets the work the event queued on the
/// main queue run first.
@MainActor
@discardableResult
public func expectDismissed(
    from presenter: ViewController,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) rethrows -> ViewController? {
    let unsettled = PresentationChange(on: presenter)
    try event()
    return dismissed(unsettled.settle(), from: presenter, at: sourceLocation)
}

/// Runs `event`, lets the work it queued on the main queue run, and expects what `presenter`
/// presents to have been dismissed, as ``expectDismissed(from:sourceLocation:after:)`` does; the
/// wait is ``expectPushed(_:on:timeout:sourceLocation:after:)``'s. Returns the dismissed
/// controller, or `nil` on failure.
@MainActor
@discardableResult
public func expectDismissed(
    from presenter: ViewController,
    timeout: Duration,
    sourceLocation: SourceLocation = #_sourceLocation,
    after event: () throws -> Void
) async rethrows -> ViewController? {
    let unsettled = PresentationChange(on: presenter)
    try event()
    guard await settleMainQueue(timeout: timeout, around: presenter, at: sourceLocation) else { return nil }
    return dismissed(unsettled.settle(), from: presenter, at: sourceLocation)
}

/// The controller `change` presented, if it is a `Controller`; else records why not.
@MainActor
private func presented<Controller: ViewController>(
    _: Controller.Type, _ change: PresentationChange, on presenter: ViewController, at sourceLocation: SourceLocation
) -> Controller? {
    let (before, after) = (change.before, change.after)
    if let presented = change.presented as? Controller { return presented }
    fail(
        "expected \(presenter.debugName) to present a new \(Controller.self), but it presented \(typeName(before)) before and \(after === before && after != nil ? "the same " : "")\(typeName(after)) after\n"
            + hierarchyDescription(around: presenter),
        at: sourceLocation
    )
    return nil
}

/// The controller `change` dismissed; else records why not.
@MainActor
private func dismissed(
    _ change: PresentationChange, from presenter: ViewController, at sourceLocation: SourceLocation
) -> ViewController? {
    if let dismissed = change.dismissed { return dismissed }
    let problem =
        change.before == nil
        ? "it presented nothing before the event"
        : "it still presents \(typeName(change.after)) after the event"
    fail(
        "expected \(presenter.debugName) to dismiss what it presents, but \(problem)\n"
            + hierarchyDescription(around: presenter),
        at: sourceLocation
    )
    return nil
}
