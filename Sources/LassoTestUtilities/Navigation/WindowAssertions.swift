import Lasso
import Testing

/// Expects `window`'s root controller to be a `Controller`, and returns it.
///
/// On failure, records an issue at the caller's line that shows the window's hierarchy, and
/// returns `nil`.
@MainActor
@discardableResult
public func expectRoot<Controller: ViewController>(
    of window: Window,
    is type: Controller.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Controller? {
    if let root = window.rootViewController as? Controller { return root }
    fail(
        "expected the window's root to be a \(Controller.self), got \(typeName(window.rootViewController))\n"
            + hierarchyDescription(of: window),
        at: sourceLocation
    )
    return nil
}

/// Expects the controller the user interacts with in `window` (`Window.topViewController`:
/// following selected tabs, navigation tops and presentations) to be a `Controller`, and
/// returns it.
///
/// On failure, records an issue at the caller's line that shows the window's hierarchy, and
/// returns `nil`.
@MainActor
@discardableResult
public func expectTop<Controller: ViewController>(
    of window: Window,
    is type: Controller.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Controller? {
    if let top = window.topViewController as? Controller { return top }
    fail(
        "expected the window's top controller to be a \(Controller.self), got \(typeName(window.topViewController))\n"
            + hierarchyDescription(of: window),
        at: sourceLocation
    )
    return nil
}
