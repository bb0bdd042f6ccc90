import Lasso

/// The hierarchy `controller` is part of, one controller a line, for failure messages: the
/// whole window when the controller is in one, else everything from its top-most container or
/// presenter down.
@MainActor
func hierarchyDescription(around controller: ViewController) -> String {
    if let window = controller.window {
        return hierarchyDescription(of: window)
    }
    var top = controller
    while let next = top.parent ?? top.presentingViewController { top = next }
    let tree = HierarchyNode(top, placement: .windowRoot).treeDescription()
    return "hierarchy (not in a window):\n" + indented(tree.split(separator: "\n").map(String.init))
}

/// The window's hierarchy, one controller a line, for failure messages.
@MainActor
func hierarchyDescription(of window: Window) -> String {
    guard let tree = window.hierarchy()?.treeDescription() else { return "hierarchy: the window is empty" }
    return "hierarchy:\n" + indented(tree.split(separator: "\n").map(String.init))
}

/// A controller's class name, for failure messages.
@MainActor
func typeName(_ controller: ViewController?) -> String {
    controller.map { String(describing: type(of: $0)) } ?? "nothing"
}

/// A list of controllers' class names, `[A, B]`.
@MainActor
func typeNames(_ controllers: [ViewController]) -> String {
    "[" + controllers.map { typeName($0) }.joined(separator: ", ") + "]"
}
