import Lasso

/// The bottom line listing the keys that work on the current screen.
enum KeyHelpLine {
    /// One entry: the key and what it does.
    struct Item: Equatable {
        var key: String
        var action: String
        /// Higher stays longer when the line is too narrow.
        var priority: Int

        var text: String { "\(key) \(action)" }
    }

    /// The items for a screen where `focused` has focus among `focusableCount` widgets.
    @MainActor
    static func items(layer: ScreenLayer?, isTopLayer: Bool, focused: Widget?, focusableCount: Int) -> [Item] {
        var items: [Item] = []
        if focusableCount > 1 { items.append(Item(key: "Tab", action: "focus", priority: 5)) }
        switch focused {
        case is Button:
            items.append(Item(key: "Enter", action: "activate", priority: 4))
        case is List:
            items.append(Item(key: "↑↓", action: "move", priority: 2))
            items.append(Item(key: "Enter", action: "select", priority: 4))
        case is TextField:
            items.append(Item(key: "←→", action: "cursor", priority: 1))
            items.append(Item(key: "Enter", action: "next", priority: 3))
        default:
            break
        }
        if let layer {
            if layer.canGoBack {
                items.append(Item(key: "Esc", action: "back", priority: 6))
            } else if layer.canClose {
                items.append(Item(key: "Esc", action: "close", priority: 6))
            }
            if isTopLayer, let tabBar = layer.tabBar, tabBar.viewControllers.count > 1 {
                let last = min(tabBar.viewControllers.count, 12)
                items.append(Item(key: last == 1 ? "F1" : "F1-F\(last)", action: "tabs", priority: 3))
            }
        }
        items.append(Item(key: "Ctrl-C", action: "quit", priority: 7))
        return items
    }

    /// `items` without the least important ones until they fit in `width` columns, two spaces
    /// apart.
    static func fitting(_ items: [Item], width: Int) -> [Item] {
        var kept = items
        func totalWidth() -> Int {
            kept.reduce(0) { $0 + DisplayWidth.of($1.text) } + max(0, kept.count - 1) * 2
        }
        while totalWidth() > width, let weakest = kept.indices.min(by: { kept[$0].priority < kept[$1].priority }) {
            kept.remove(at: weakest)
        }
        return kept
    }

    /// Draws `items` on row `y`: keys bold, actions plain.
    static func draw(_ items: [Item], in rect: GridRect, y: Int, grid: inout CellGrid) {
        var x = rect.x
        for (index, item) in fitting(items, width: rect.width).enumerated() {
            if index > 0 { x += 2 }
            x = grid.put(item.key, x: x, y: y, attributes: .bold, clip: rect)
            x = grid.put(" " + item.action, x: x, y: y, attributes: .dim, clip: rect)
        }
    }
}
