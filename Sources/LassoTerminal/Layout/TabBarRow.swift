import Lasso

/// The row listing a tab bar controller's tabs, each with the key that selects it (F1…F12);
/// the selected tab is bracketed and drawn in the selection role, in bold.
@MainActor
enum TabBarRow {
    /// The key hint for tab `index` (zero-based): `"F1"`…`"F12"`, or `nil` beyond twelve tabs.
    static func keyHint(forTab index: Int) -> String? {
        index < 12 ? "F\(index + 1)" : nil
    }

    /// Draws `tabBar`'s tabs on row `y` of `rect`.
    static func draw(_ tabBar: TabBarController, in rect: GridRect, y: Int, palette: ThemePalette, grid: inout CellGrid) {
        let titles = tabBar.tabTitles
        guard !titles.isEmpty else { return }
        let hints = titles.indices.map { keyHint(forTab: $0).map { $0 + " " } ?? "" }
        // Each tab: its brackets or padding, its hint, its title; a space between tabs.
        let overhead = hints.reduce(0) { $0 + DisplayWidth.of($1) + 2 } + titles.count - 1
        let titleWidths = titles.map { DisplayWidth.of($0) }
        var maximumTitle = titleWidths.max() ?? 0
        while maximumTitle > 1, overhead + titleWidths.reduce(0, { $0 + min($1, maximumTitle) }) > rect.width {
            maximumTitle -= 1
        }
        var x = rect.x
        for (index, title) in titles.enumerated() {
            let label = hints[index] + TextLayout.truncate(title, to: maximumTitle)
            if index == tabBar.selectedIndex {
                x = grid.put("[" + label + "]", x: x, y: y, attributes: palette[.selection].merging(.bold), clip: rect)
            } else {
                x = grid.put(" " + label + " ", x: x, y: y, attributes: palette[.text], clip: rect)
            }
            x += 1
        }
    }
}
