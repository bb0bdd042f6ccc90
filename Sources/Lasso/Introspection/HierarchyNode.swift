/// Where a controller sits relative to its parent in the hierarchy.
public enum HierarchyPlacement: Sendable, Equatable, CustomStringConvertible {
    /// The window's root controller.
    case windowRoot
    /// Entry `index` (0 = root) of a navigation stack.
    case navigationStack(index: Int)
    /// Tab `index` of a tab bar controller.
    case tab(index: Int)
    /// Presented modally by the parent node's controller.
    case presented
    /// Child `index` of a custom container (added with `addChild(_:)`).
    case child(index: Int)

    public var description: String {
        switch self {
        case .windowRoot: "root"
        case let .navigationStack(index): "stack[\(index)]"
        case let .tab(index): "tab[\(index)]"
        case .presented: "presented"
        case let .child(index): "child[\(index)]"
        }
    }
}

/// A snapshot of one controller in the live hierarchy: where it is, what it is, which store and
/// module it shows, and its children. Built by ``Window/hierarchy()``.
@MainActor
public struct HierarchyNode {
    /// The controller.
    public let controller: ViewController
    /// Where it sits under its parent.
    public let placement: HierarchyPlacement
    /// Its children: contained controllers, then the presented one.
    public let children: [HierarchyNode]

    /// The screen's store, if the controller shows a screen.
    public var store: (any IntrospectableStore)? { controller.screenStore }

    /// Creates the snapshot of `controller` and everything below it.
    public init(_ controller: ViewController, placement: HierarchyPlacement) {
        self.controller = controller
        self.placement = placement
        var children: [HierarchyNode] = []
        if let navigation = controller as? NavigationController {
            children = navigation.viewControllers.enumerated().map { HierarchyNode($1, placement: .navigationStack(index: $0)) }
        } else if let tabs = controller as? TabBarController {
            children = tabs.viewControllers.enumerated().map { HierarchyNode($1, placement: .tab(index: $0)) }
        } else {
            children = controller.children.enumerated().map { HierarchyNode($1, placement: .child(index: $0)) }
        }
        if let presented = controller.presentedViewController {
            children.append(HierarchyNode(presented, placement: .presented))
        }
        self.children = children
    }

    /// This node and every node below it, depth first.
    public var allNodes: [HierarchyNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// An indented, one-line-per-controller description: placement, controller type, title and
    /// module.
    public var treeDescription: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + "\(placement): \(String(describing: type(of: controller)))"
        if let title = controller.title { line += " \"\(title)\"" }
        if let store { line += " [\(store.moduleName)]" }
        if controller.isVisible { line += " (visible)" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}

extension Window {
    /// A snapshot of the whole live hierarchy, or `nil` when the window is empty.
    public func hierarchy() -> HierarchyNode? {
        rootViewController.map { HierarchyNode($0, placement: .windowRoot) }
    }
}
