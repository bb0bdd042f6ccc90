import Lasso
import Testing

/// Expects `tabBarController`'s selected tab to be a `Controller`, and returns it.
///
/// On failure, records an issue at the caller's line that shows the tabs and hierarchy, and
/// returns `nil`.
@MainActor
@discardableResult
public func expectSelectedTab<Controller: ViewController>(
    of tabBarController: TabBarController,
    is type: Controller.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Controller? {
    if let selected = tabBarController.selectedViewController as? Controller { return selected }
    fail(
        "expected the selected tab to be a \(Controller.self), got \(typeName(tabBarController.selectedViewController))"
            + tabsDescription(tabBarController) + "\n" + hierarchyDescription(around: tabBarController),
        at: sourceLocation
    )
    return nil
}

/// Expects `tabBarController`'s selected tab to be tab `index` (0 = first).
///
/// On failure, records an issue at the caller's line that shows the tabs and hierarchy.
@MainActor
@discardableResult
public func expectSelectedTab(
    of tabBarController: TabBarController,
    index: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard tabBarController.selectedIndex != index else { return true }
    fail(
        "expected tab \(index) to be selected, got tab \(tabBarController.selectedIndex)"
            + tabsDescription(tabBarController) + "\n" + hierarchyDescription(around: tabBarController),
        at: sourceLocation
    )
    return false
}

/// " (tabs: [A, B], selected: 1)".
@MainActor
private func tabsDescription(_ tabBarController: TabBarController) -> String {
    " (tabs: \(typeNames(tabBarController.viewControllers)), selected: \(tabBarController.selectedIndex))"
}
