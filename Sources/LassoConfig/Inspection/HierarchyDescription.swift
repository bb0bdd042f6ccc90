import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

/// One controller of a built app, as the shell's `inspect` shows it.
package struct HierarchyEntry: Codable, Equatable, Sendable {
    /// Where it sits under its parent: `root`, `stack[1]`, `tab[0]`, `child[0]`, `presented`.
    package let placement: String
    /// The controller's class.
    package let controller: String
    /// Its title, if it has one.
    package let title: String?
    /// Its tab title, when it is a tab.
    package let tabTitle: String?
    /// The registered module it shows (`counter.main`), or the module's Swift name when no
    /// registered module has that type.
    package let module: String?
    /// Whether it is on screen.
    package let visible: Bool
    /// The selected tab, for tab bar controllers.
    package let selectedTab: Int?
    /// Contained controllers (`stack[1]`, `tab[0]`, a custom container's `child[0]`), then the presented one.
    package let children: [HierarchyEntry]
}

/// The hierarchy a window shows, as an indented tree or as JSON, with the registered names of
/// the modules on screen.
@MainActor
package struct HierarchyDescription {
    /// The root entry, or `nil` for an empty window.
    package let root: HierarchyEntry?

    /// One line per controller, indented by depth (`HierarchyNode.treeDescription`):
    /// `tab[0] "Home": CounterViewController "Counter" [counter.main] (visible)`.
    package let text: String

    /// Describes what `window` shows; module types are named as `registry` registered them.
    package init(window: Window, registry: ModuleRegistry) {
        var names: [ObjectIdentifier: String] = [:]
        for name in registry.moduleNames {
            if let module = registry.module(named: name) { names[ObjectIdentifier(module.moduleType)] = name }
        }
        func entry(_ node: HierarchyNode) -> HierarchyEntry {
            let controller = node.controller
            return HierarchyEntry(
                placement: node.placement.description,
                controller: String(describing: type(of: controller)),
                title: controller.title,
                tabTitle: node.placement.isTab ? controller.tabTitle : nil,
                module: node.store.map { names[ObjectIdentifier($0.moduleType)] ?? $0.moduleName },
                visible: controller.isVisible,
                selectedTab: (controller as? TabBarController)?.selectedIndex,
                children: node.children.map(entry)
            )
        }
        let hierarchy = window.hierarchy()
        root = hierarchy.map(entry)
        text =
            hierarchy?.treeDescription { names[ObjectIdentifier($0.moduleType)] ?? $0.moduleName } ?? "(empty window)"
    }

    /// The tree as pretty-printed JSON with sorted keys.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let root, let data = try? encoder.encode(root) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
