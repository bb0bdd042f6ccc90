import Lasso

/// The row listing a tab bar controller's tabs, each with the key that selects it (F1…F12);
/// the selected tab is bracketed and drawn in the selection role, in bold.
@MainActor
enum TabBarRow {
    /// The key hint for tab `index` (zero-based): `"F1"`…`"F12"`, or `nil` beyond twelve tabs.
    static func keyHint(forTab index: Int) -> String? {
        index < 12 ? "F\(index + 1)" : nil
    }

    /// The columns the row needs to show every tab's title in full.
    static func naturalWidth(_ tabBar: TabBarController) -> Int {
        width(of: tabBar.tabTitles, maximumTitle: .max)
    }

    /// The columns the tabs take with titles cut to `maximumTitle` columns: each tab its
    /// brackets or padding, its key hint and its title, a space between tabs.
    private static func width(of titles: [String], maximumTitle: Int) -> Int {
        guard !titles.isEmpty else { return 0 }
        return titles.indices.reduce(titles.count - 1) { total, index in
            total + DisplayWidth.of(hint(forTab: index)) + 2 + min(DisplayWidth.of(titles[index]), maximumTitle)
        }
    }

    /// The key hint and a space before tab `index`'s title, or nothing beyond twelve tabs.
    private static func hint(forTab index: Int) -> String {
        keyHint(forTab: index).map { $0 + " " } ?? ""
    }

    /// Draws `tabBar`'s tabs on row `y` of `rect`, their titles cut as much as needed to fit,
    /// and returns where each tab was drawn (clipped to `rect`), in tab order.
    @discardableResult
    static func draw(_ tabBar: TabBarController, in rect: GridRect, y: Int, palette: ThemePalette, grid: inout CellGrid)
        -> [GridRect]
    {
        let titles = tabBar.tabTitles
        guard !titles.isEmpty else { return [] }
        var drawn: [GridRect] = []
        var maximumTitle = titles.map { DisplayWidth.of($0) }.max() ?? 0
        while maximumTitle > 1, width(of: titles, maximumTitle: maximumTitle) > rect.width {
            maximumTitle -= 1
        }
        var x = rect.x
        for (index, title) in titles.enumerated() {
            let label = hint(forTab: index) + TextLayout.truncate(title, to: maximumTitle)
            let start = x
            defer { drawn.append(GridRect(x: start, y: y, width: x - 1 - start, height: 1).intersection(rect)) }
            if index == tabBar.selectedIndex {
                x = grid.put("[" + label + "]", x: x, y: y, attributes: palette[.selection].merging(.bold), clip: rect)
            } else {
                x = grid.put(" " + label + " ", x: x, y: y, attributes: palette[.text], clip: rect)
            }
            x += 1
        }
        return drawn
    }
}
