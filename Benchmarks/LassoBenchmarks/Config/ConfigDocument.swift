/// Generates the `config` suite's documents: a tab bar of navigation stacks with pushed screens,
/// every screen from one of the 50 benchmark plugins, with an initial state and two routes.
///
/// For `nodes` N (a multiple of 10), the document places exactly N nodes at start: the `tabs`
/// node, then N/10 tabs, each a `navigation` node with a root screen and 8 pushed screens (the
/// first tab has 7, which makes the count exact). Every screen has `state: { title, count }` and
/// routes `didNext` → `push` a further screen (a node that is parsed and validated, and built
/// only when the route fires) and `didClose` → `switchTab` to another tab.
enum ConfigDocument {
    struct Shape {
        /// Nodes placed at start (tabs + navigation + screens).
        let nodes: Int
        let tabs: Int
        let screens: Int
        /// Screens named only as `push` targets of routes.
        let routeTargets: Int
        let routes: Int
    }

    static func shape(nodes: Int) -> Shape {
        let tabs = nodes / 10
        let screens = tabs * 9 - 1
        return Shape(
            nodes: 1 + tabs + screens, tabs: tabs, screens: screens, routeTargets: screens, routes: 2 * screens)
    }

    /// The document for `nodes` placed nodes (a multiple of 10, at least 10).
    static func text(nodes: Int, pluginCount: Int) -> String {
        precondition(nodes >= 10 && nodes.isMultiple(of: 10), "nodes must be a positive multiple of 10")
        let tabs = nodes / 10
        var screen = 0
        var lines = ["lasso: 1", "root:", "  tabs:"]
        lines.reserveCapacity(nodes + 10)
        func screenNode(_ index: Int, tab: Int) -> String {
            let plugin = BenchConfigPlugins.name(index % pluginCount)
            let next = BenchConfigPlugins.name((index + 1) % pluginCount)
            let otherTab = (tab + 1) % tabs + 1
            return "{ screen: \(plugin).main, state: { title: S\(index), count: \(index) }, "
                + "on: { didNext: { push: { screen: \(next).main, state: { title: P\(index) } } }, "
                + "didClose: { switchTab: Tab \(otherTab) } } }"
        }
        for tab in 0..<tabs {
            lines.append("    - title: Tab \(tab + 1)")
            lines.append("      navigation:")
            lines.append("        root: \(screenNode(screen, tab: tab))")
            screen += 1
            lines.append("        pushed:")
            for _ in 0..<(tab == 0 ? 7 : 8) {
                lines.append("          - \(screenNode(screen, tab: tab))")
                screen += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
