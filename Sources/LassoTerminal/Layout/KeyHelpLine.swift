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

    /// The items for a screen whose top layer is `layer`, where `focused` has focus among
    /// `focusableCount` widgets: the bindings of the app and of the focused widget's kind (and
    /// of a screen that scrolls, with `screenScrolls`) that show on this screen
    /// (``KeyBindings``), in the table's order, after the focused widget's own key commands.
    @MainActor
    static func items(layer: ScreenLayer?, focused: Widget?, focusableCount: Int, screenScrolls: Bool = false) -> [Item]
    {
        let context = KeyBindings.HelpContext(
            layer: layer, focusableCount: focusableCount, screenScrolls: screenScrolls)
        let scopes = KeyBindings.scopes(focused: focused, screenScrolls: screenScrolls)
        // The focused widget's own keys, first key of each (``Lasso/Widget/keyCommands``).
        let own = (focused?.keyCommands ?? []).compactMap { command in
            command.keys.first.map { Item(key: $0.description, action: command.summary, priority: 2) }
        }
        /// Whether a scope looked up before `binding`'s takes every one of its keys (a text
        /// view's Enter starts a line, so a text field's Enter does not show).
        func isShadowed(_ binding: KeyBindings.Binding) -> Bool {
            guard let position = scopes.firstIndex(of: binding.scope) else { return true }
            return binding.keys.allSatisfy { key in
                scopes[..<position].contains { KeyBindings.keysByScope[$0]?.contains(key) == true }
            }
        }
        return own
            + KeyBindings.all.compactMap { binding in
                guard scopes.contains(binding.scope), !isShadowed(binding), let help = binding.help(context) else {
                    return nil
                }
                return Item(key: help.key, action: help.action, priority: binding.priority)
            }
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

    /// Draws `items` on row `y`: keys in the accent role, actions in the secondary one.
    static func draw(_ items: [Item], in rect: GridRect, y: Int, palette: ThemePalette, grid: inout CellGrid) {
        var x = rect.x
        for (index, item) in fitting(items, width: rect.width).enumerated() {
            if index > 0 { x += 2 }
            x = grid.put(item.key, x: x, y: y, attributes: palette[.accent], clip: rect)
            x = grid.put(" " + item.action, x: x, y: y, attributes: palette[.secondary], clip: rect)
        }
    }
}
