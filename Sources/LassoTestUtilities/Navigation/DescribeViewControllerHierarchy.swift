public import Lasso

/// The modal chain `controller` is part of, as Lasso's `describeViewControllerHierarchy`
/// writes it for verbose failure messages: from the controller at the bottom of the chain (the
/// one presenting, not presented) to the top-most presented one, each as `<ClassName>`, joined
/// by `-->`; a navigation controller lists its stack (`<NavigationController : [A, B]>`).
///
/// ```swift
/// describeViewControllerHierarchy(presented)   // "<NavigationController : [Search, Detail]> --> <Alert>"
/// ```
@MainActor
public func describeViewControllerHierarchy(_ controller: ViewController) -> String {
    var bottom = controller
    while let presenting = bottom.presentingViewController { bottom = presenting }
    var chain = [bottom]
    while let presented = chain[chain.count - 1].presentedViewController { chain.append(presented) }
    return chain.map { "<\(describeForHierarchy($0))>" }.joined(separator: " --> ")
}

/// The class name of `controller`, with a navigation controller's stack.
@MainActor
private func describeForHierarchy(_ controller: ViewController) -> String {
    let name = String(describing: type(of: controller))
    guard let navigation = controller as? NavigationController, !navigation.viewControllers.isEmpty else {
        return name
    }
    let stack = navigation.viewControllers.map { String(describing: type(of: $0)) }.joined(separator: ", ")
    return "\(name) : [\(stack)]"
}
