import Foundation
import Lasso

/// The screens a window holds, where each is, and the selected tabs: what the journal compares
/// from one batch to the next to write a `navigation` entry.
///
/// A screen's position (`at`) is the path from the window's root to it: `tab[TITLE]` (or
/// `tab[INDEX]` for a tab without a title), `stack[INDEX]` for an entry of a navigation stack,
/// `presented` for a modal presentation and `child[INDEX]` for a custom container's child,
/// joined by `/`; `root` for the window's root itself: `tab[Orders]/stack[1]`.
@MainActor
struct ScreenLayout {
    /// A screen: a controller showing a store.
    struct Screen {
        let store: any StateCodingStore
        let at: String
        /// As the config names it (`orders.detail`), else the module's Swift name.
        let module: String
        let plugin: String?
    }

    /// The screens, in hierarchy order (depth first).
    let screens: [Screen]
    /// Each tab bar's selected tab, in hierarchy order.
    let selectedTabs: [String]
    /// Each tab bar's titles and selected title, as a saved session keeps them.
    let tabSelections: [AppSession.TabSelection]
    /// Where the screen the user is on is.
    let top: String?

    /// What `window` holds now; `naming` gives the config name and plugin of a module type.
    init(window: Window, naming: [ObjectIdentifier: (module: String, plugin: String)]) {
        var screens: [Screen] = []
        var tabs: [String] = []
        var selections: [AppSession.TabSelection] = []
        func visit(_ node: HierarchyNode, at path: [String]) {
            if let store = node.store?.stateCoding {
                let name = naming[ObjectIdentifier(store.moduleType)]
                screens.append(
                    Screen(
                        store: store, at: Self.joined(path), module: name?.module ?? store.moduleName,
                        plugin: name?.plugin))
            }
            if let tabBar = node.controller as? TabBarController,
                tabBar.viewControllers.indices.contains(tabBar.selectedIndex)
            {
                tabs.append(Self.tabStep(tabBar.viewControllers[tabBar.selectedIndex], index: tabBar.selectedIndex))
                if tabBar.tabTitles.indices.contains(tabBar.selectedIndex) {
                    selections.append(
                        AppSession.TabSelection(
                            titles: tabBar.tabTitles, selected: tabBar.tabTitles[tabBar.selectedIndex]))
                }
            }
            for child in node.children {
                visit(child, at: path + [Self.step(child.placement, of: child.controller)])
            }
        }
        if let root = window.hierarchy() { visit(root, at: []) }
        self.screens = screens
        self.selectedTabs = tabs
        tabSelections = selections
        top = window.topViewController.map(Self.position(of:))
    }

    /// Where `controller` is: the same path, found from the controller up.
    static func position(of controller: ViewController) -> String {
        var steps: [String] = []
        var current = controller
        while true {
            if let parent = current.parent {
                let placement: HierarchyPlacement
                if let navigation = parent as? NavigationController {
                    placement = .navigationStack(index: navigation.viewControllers.firstIndex { $0 === current } ?? 0)
                } else if let tabBar = parent as? TabBarController {
                    placement = .tab(index: tabBar.viewControllers.firstIndex { $0 === current } ?? 0)
                } else {
                    placement = .child(index: parent.children.firstIndex { $0 === current } ?? 0)
                }
                steps.append(step(placement, of: current))
                current = parent
            } else if let presenting = current.presentingViewController {
                steps.append(step(.presented, of: current))
                current = presenting
            } else {
                break
            }
        }
        return joined(steps.reversed())
    }

    private static func step(_ placement: HierarchyPlacement, of controller: ViewController) -> String {
        switch placement {
        case .windowRoot: "root"
        case .tab(let index): tabStep(controller, index: index)
        case .navigationStack, .presented, .child: placement.description
        }
    }

    private static func tabStep(_ controller: ViewController, index: Int) -> String {
        "tab[\(controller.tabTitle ?? String(index))]"
    }

    private static func joined(_ steps: [String]) -> String {
        steps.isEmpty ? "root" : steps.joined(separator: "/")
    }

    /// The `navigation` entry's fields for the change from `earlier` to this layout, or `nil`
    /// when the same screens show with the same tabs selected: `change` is `push`, `pop`,
    /// `present`, `dismiss` or `tab` when it is that alone, else `replace`; then the screens
    /// `added` and `removed` (each `at` and `module`), the `tab` now selected when it changed,
    /// the tab bars' selections (`tabs`: each one's titles and selected title, as a saved
    /// session keeps them) when one changed or the screens are first shown, and where the screen
    /// on `top` is.
    func change(from earlier: ScreenLayout?) -> [(String, JSONValue)]? {
        let before = Set((earlier?.screens ?? []).map { ObjectIdentifier($0.store) })
        let now = Set(screens.map { ObjectIdentifier($0.store) })
        let added = screens.filter { !before.contains(ObjectIdentifier($0.store)) }
        let removed = (earlier?.screens ?? []).filter { !now.contains(ObjectIdentifier($0.store)) }
        let tabChanged = earlier.map { $0.selectedTabs != selectedTabs } ?? false
        guard earlier == nil || !added.isEmpty || !removed.isEmpty || tabChanged else { return nil }
        let change: String
        if earlier == nil {
            change = "shown"
        } else if removed.isEmpty, !added.isEmpty, !tabChanged {
            change = Self.isPresentation(added, among: earlier?.screens ?? []) ? "present" : "push"
        } else if added.isEmpty, !removed.isEmpty, !tabChanged {
            change = Self.isPresentation(removed, among: screens) ? "dismiss" : "pop"
        } else if added.isEmpty, removed.isEmpty {
            change = "tab"
        } else {
            change = "replace"
        }
        func list(_ screens: [Screen]) -> JSONValue {
            .array(screens.map { .object(["at": .string($0.at), "module": .string($0.module)]) })
        }
        var fields: [(String, JSONValue)] = [("change", .string(change))]
        if !added.isEmpty { fields.append(("added", list(added))) }
        if !removed.isEmpty { fields.append(("removed", list(removed))) }
        if tabChanged || earlier == nil, !tabSelections.isEmpty {
            let selections = tabSelections.map { selection in
                JSONValue.object([
                    "titles": .array(selection.titles.map(JSONValue.string)), "selected": .string(selection.selected),
                ])
            }
            fields.append(("tabs", .array(selections)))
        }
        if tabChanged,
            let tab = zip(selectedTabs, earlier?.selectedTabs ?? []).first(where: { $0 != $1 })?.0 ?? selectedTabs.last
        {
            fields.append(("tab", .string(tab)))
        }
        if let top { fields.append(("top", .string(top))) }
        return fields
    }

    /// Whether `screens` came or went with a presentation of their own: each is under a
    /// `presented` step that none of `others` is under.
    private static func isPresentation(_ screens: [Screen], among others: [Screen]) -> Bool {
        screens.allSatisfy { screen in
            guard let range = screen.at.range(of: "presented", options: .backwards) else { return false }
            let presentation = String(screen.at[..<range.upperBound])
            return !others.contains { $0.at == presentation || $0.at.hasPrefix(presentation + "/") }
        }
    }
}
