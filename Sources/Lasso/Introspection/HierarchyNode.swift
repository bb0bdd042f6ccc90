/// Where a controller sits relative to its parent in the hierarchy.
package enum HierarchyPlacement: Sendable, Equatable, CustomStringConvertible {
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

    package var description: String {
        switch self {
        case .windowRoot: "root"
        case .navigationStack(let index): "stack[\(index)]"
        case .tab(let index): "tab[\(index)]"
        case .presented: "presented"
        case .child(let index): "child[\(index)]"
        }
    }

    /// Whether this is a tab of a tab bar controller.
    package var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
}

/// A snapshot of one controller in the live hierarchy: where it is, what it is, which store and
/// module it shows, and its children. Built by `Window.hierarchy()`. Host and test machinery
/// (`inspect`, `run --dump`, scripts' failures, LassoTestUtilities' failure messages), so
/// `package`: not part of the plugin API.
@MainActor
package struct HierarchyNode {
    /// The controller.
    package let controller: ViewController
    /// Where it sits under its parent.
    package let placement: HierarchyPlacement
    /// Its children: contained controllers, then the presented one.
    package let children: [HierarchyNode]

    /// The screen's store, if the controller shows a screen.
    package var store: (any IntrospectableStore)? { controller.screenStore }

    /// Creates the snapshot of `controller` and everything below it.
    package init(_ controller: ViewController, placement: HierarchyPlacement) {
        self.controller = controller
        self.placement = placement
        var children: [HierarchyNode] = []
        if let navigation = controller as? NavigationController {
            children = navigation.viewControllers.enumerated().map {
                HierarchyNode($1, placement: .navigationStack(index: $0))
            }
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
    package var allNodes: [HierarchyNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// An indented, one-line-per-controller description: placement, tab title, controller type,
    /// title, module, selected tab and visibility, as the shell's `inspect`, `run --dump` and
    /// test failure messages show a hierarchy:
    ///
    ///     tab[0] "Home": CounterViewController "Counter" [counter.main] (visible)
    ///
    /// `moduleName` names the module a screen's store belongs to (by default, its Swift name).
    package func treeDescription(moduleName: (any IntrospectableStore) -> String = \.moduleName) -> String {
        lines(depth: 0, moduleName: moduleName).joined(separator: "\n")
    }

    private func lines(depth: Int, moduleName: (any IntrospectableStore) -> String) -> [String] {
        var line = String(repeating: "  ", count: depth) + placement.description
        if placement.isTab, let tabTitle = controller.tabTitle { line += " \"\(tabTitle)\"" }
        line += ": \(String(describing: type(of: controller)))"
        if let title = controller.title { line += " \"\(title)\"" }
        if let store { line += " [\(moduleName(store))]" }
        if let tabs = controller as? TabBarController { line += " selected=\(tabs.selectedIndex)" }
        if controller.isVisible { line += " (visible)" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1, moduleName: moduleName) }
    }
}

extension Window {
    /// A snapshot of the whole live hierarchy, or `nil` when the window is empty.
    package func hierarchy() -> HierarchyNode? {
        rootViewController.map { HierarchyNode($0, placement: .windowRoot) }
    }
}
