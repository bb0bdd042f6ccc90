import Lasso

/// Rows (``WidgetPrimitive/rows(_:)``): a table when they have columns, else a list box (a tree
/// when rows are indented). A page holds ``WebRenderer/rowPageSize`` rows at a time, around
/// the highlighted one, so a table of a million rows costs what fifty cost.
extension WebRenderer {
    /// Where a rows widget's page starts, and the highlight it was placed for.
    struct RowWindow {
        var start: Int
        var highlight: Int?
    }

    func rows(_ source: any RowSource, of widget: Widget, label: String?) -> WebElement {
        let count = source.rowCount
        let range = pageRange(of: source, widget: widget)
        var children: [WebNode] = []
        let titles = source.columnTitles
        let isTable = !titles.isEmpty || (count > 0 && !source.row(at: range.lowerBound).cells.isEmpty)
        var listAttributes: [WebElement.Attribute] = []
        if let label, !label.isEmpty { listAttributes.append(.init("aria-label", label)) }
        if isTable {
            var table: [WebNode] = []
            if !titles.isEmpty { table.append(.element(header(titles, sort: source.sort))) }
            let body: [WebNode] = range.map { index in
                let row = source.row(at: index)
                let cells = (row.cells.isEmpty ? [row.title] : row.cells).map {
                    WebNode.element(WebElement("td", children: [.text($0)]))
                }
                return .element(WebElement("tr", rowAttributes(index, source: source, role: nil), children: cells))
            }
            table.append(.element(WebElement("tbody", children: body)))
            listAttributes += [.init("role", "grid"), .init("aria-rowcount", String(count + (titles.isEmpty ? 0 : 1)))]
            children.append(.element(WebElement("table", listAttributes, children: table)))
        } else {
            let isTree = source.showsDisclosure
            let items: [WebNode] = range.map { index in
                let row = source.row(at: index)
                var attributes = rowAttributes(index, source: source, role: isTree ? "treeitem" : "option")
                var content: [WebNode] = []
                if isTree {
                    attributes += [
                        .init("aria-level", String(row.level + 1)), .init("class", "level-\(min(row.level, 8))"),
                    ]
                    if let expanded = row.isExpanded {
                        attributes.append(.init("aria-expanded", expanded ? "true" : "false"))
                        content.append(
                            .element(
                                WebElement(
                                    "span",
                                    [
                                        .init("class", "disclosure"), .init("aria-hidden", "true"),
                                        .init("data-ev", "disclose"),
                                    ],
                                    children: [.text(expanded ? "▾ " : "▸ ")])))
                    }
                }
                content.append(.text(row.title))
                if let detail = row.detail {
                    content.append(.element(WebElement("span", [.init("class", "detail")], children: [.text(detail)])))
                }
                return .element(WebElement("li", attributes, children: content))
            }
            listAttributes.append(.init("role", isTree ? "tree" : "listbox"))
            children.append(.element(WebElement("ul", listAttributes, children: items)))
        }
        if count > Self.rowPageSize { children.append(.element(pager(range, count: count))) }
        return WebElement(
            "div",
            [
                .init("class", "rows"), .init("tabindex", "0"),
                .init("data-keys", WebKeys.rowKeys.joined(separator: " ")),
            ],
            children: children)
    }

    /// The rows on the page: the page the user asked for, moved to show the highlight when the
    /// highlight moved since the last frame.
    private func pageRange(of source: any RowSource, widget: Widget) -> Range<Int> {
        let count = source.rowCount
        let id = ObjectIdentifier(widget)
        var window = rowWindows[id] ?? RowWindow(start: 0, highlight: nil)
        if let highlight = source.highlightedIndex, highlight != window.highlight {
            if highlight < window.start || highlight >= window.start + Self.rowPageSize {
                window.start = highlight - Self.rowPageSize / 2
            }
            window.highlight = highlight
        }
        window.start = max(0, min(window.start, count - Self.rowPageSize))
        rowWindows[id] = window
        return window.start..<min(count, window.start + Self.rowPageSize)
    }

    /// Shows the page of rows starting at `start` (the page's Previous and Next buttons).
    func showRows(of widget: Widget, from start: Int) {
        var window = rowWindows[ObjectIdentifier(widget)] ?? RowWindow(start: 0, highlight: nil)
        window.start = max(0, start)
        rowWindows[ObjectIdentifier(widget)] = window
        // What the page shows changed, though the app did not: the next message renders it.
        self.window.setNeedsDisplay()
    }

    private func rowAttributes(_ index: Int, source: any RowSource, role: String?) -> [WebElement.Attribute] {
        var attributes: [WebElement.Attribute] = [.init("data-ev", "select"), .init("data-row", String(index))]
        if let role { attributes.append(.init("role", role)) }
        attributes.append(.init("aria-selected", index == source.selectedIndex ? "true" : "false"))
        if index == source.highlightedIndex { attributes.append(.init("aria-current", "true")) }
        return attributes
    }

    private func header(_ titles: [String], sort: RowSort?) -> WebElement {
        let cells: [WebNode] = titles.enumerated().map { column, title in
            let direction = sort.flatMap { $0.column == column ? ($0.ascending ? "ascending" : "descending") : nil }
            let mark = direction.map { $0 == "ascending" ? " ▲" : " ▼" } ?? ""
            return .element(
                WebElement(
                    "th", [.init("scope", "col"), .init("aria-sort", direction ?? "none")],
                    children: [
                        .element(
                            WebElement(
                                "button",
                                [
                                    .init("type", "button"), .init("data-ev", "header"),
                                    .init("data-col", String(column)),
                                ],
                                children: [.text(title + mark)]))
                    ]))
        }
        return WebElement("thead", children: [.element(WebElement("tr", children: cells))])
    }

    private func pager(_ range: Range<Int>, count: Int) -> WebElement {
        func button(_ title: String, start: Int, enabled: Bool) -> WebNode {
            var attributes: [WebElement.Attribute] = [
                .init("type", "button"), .init("data-ev", "page"), .init("data-start", String(start)),
            ]
            if !enabled { attributes.append(.init("disabled", "")) }
            return .element(WebElement("button", attributes, children: [.text(title)]))
        }
        return WebElement(
            "div", [.init("class", "pager")],
            children: [
                button("Previous", start: max(0, range.lowerBound - Self.rowPageSize), enabled: range.lowerBound > 0),
                .element(
                    WebElement(
                        "span", [.init("aria-live", "polite")],
                        children: [.text("Rows \(range.lowerBound + 1)–\(range.upperBound) of \(count)")])),
                button("Next", start: range.upperBound, enabled: range.upperBound < count),
            ])
    }
}
