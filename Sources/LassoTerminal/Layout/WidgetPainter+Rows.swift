import Lasso

/// Rows (``Lasso/WidgetPrimitive/rows(_:)``): only the rows the area shows are asked for and
/// drawn, so a source of many rows costs what its visible rows cost.
extension WidgetPainter {
    func drawRows(_ source: any RowSource, of widget: Widget, in fullRect: GridRect) {
        let count = source.rowCount
        let titles = source.columnTitles
        var rect = fullRect
        if !titles.isEmpty {
            // The header row sits above the rows and does not scroll.
            rect = GridRect(x: fullRect.x, y: fullRect.y + 1, width: fullRect.width, height: fullRect.height - 1)
            guard !rect.isEmpty else { return }
        }
        guard count > 0 else {
            grid.put("(empty)", x: rect.x, y: rect.y, attributes: palette[.secondary], clip: rect)
            return
        }
        let key = ObjectIdentifier(widget)
        let height = rect.height
        var offset = scrollOffsets[key] ?? 0
        if let highlighted = source.highlightedIndex {
            if highlighted < offset { offset = highlighted }
            if highlighted >= offset + height { offset = highlighted - height + 1 }
        }
        offset = max(0, min(offset, count - height))
        scrollOffsets[key] = offset
        scrolledWidgets.insert(key)

        let focused = isFocused(widget)
        if focused { focusedPageRows = height }
        let end = min(count, offset + height)
        let shownRows = (offset..<end).map { source.row(at: $0) }
        // A scrolling list keeps its last two columns for the scroll arrows.
        let scrolls = count > height
        if scrolls { hits.addScrollArea(.rows(widget, source), in: rect) }
        let markerWidth = 3
        // Fitting columns are measured over every row while there are few; fixed ones, and rows
        // without cells, need only the rows shown.
        let columnCount = shownRows.map(\.cells.count).max() ?? 0
        let fits = (0..<columnCount).contains { column in
            column >= source.columnWidths.count || source.columnWidths[column] == .fitting
        }
        var measured = fits && count <= List.fittingMeasureLimit ? (0..<count).map { source.row(at: $0) } : shownRows
        if !titles.isEmpty { measured.append(List.Row(cells: titles.map { $0 + " ▲" })) }
        let columnWidths = ListColumns.widths(
            of: measured, columnWidths: source.columnWidths, in: rect.width - markerWidth - (scrolls ? 2 : 0))
        if !titles.isEmpty {
            drawHeader(
                titles, sort: source.sort, widths: columnWidths, of: widget, source: source,
                in: GridRect(x: fullRect.x + markerWidth, y: fullRect.y, width: fullRect.width - markerWidth, height: 1)
            )
        }
        for (position, row) in shownRows.enumerated() {
            let index = offset + position
            let y = rect.y + position
            let isHighlighted = index == source.highlightedIndex
            hits.add(
                .row(widget, source, index: index), label: row.title,
                in: GridRect(x: rect.x, y: y, width: rect.width, height: 1))
            let marker = (isHighlighted ? ">" : " ") + (index == source.selectedIndex ? "*" : " ") + " "
            let isSelectionShown = isHighlighted && focused
            let rowAttributes = palette[isSelectionShown ? .selection : .text]
            if isSelectionShown {
                grid.clear(GridRect(x: rect.x, y: y, width: rect.width, height: 1), attributes: rowAttributes)
            }
            var x = grid.put(
                marker, x: rect.x, y: y, attributes: isHighlighted ? rowAttributes.merging(.bold) : rowAttributes,
                clip: rect)
            let detailAttributes = isSelectionShown ? rowAttributes.merging(.dim) : palette[.secondary]
            if source.showsDisclosure {
                let mark = row.isExpanded.map { $0 ? "▾ " : "▸ " } ?? "  "
                x = grid.put(
                    String(repeating: "  ", count: max(0, row.level)) + mark, x: x, y: y,
                    attributes: palette[isSelectionShown ? .selection : .accent], clip: rect)
            }
            guard row.cells.isEmpty else {
                for (column, cell) in ListColumns.layout(row.cells, widths: columnWidths).enumerated() {
                    grid.put(
                        cell.text, x: x + cell.x, y: y, attributes: column == 0 ? rowAttributes : detailAttributes,
                        clip: rect)
                }
                continue
            }
            let (title, detail) = Self.fit(row, in: rect.maxX - x - (scrolls ? 2 : 0))
            x = grid.put(title, x: x, y: y, attributes: rowAttributes, clip: rect)
            if let detail {
                grid.put("  " + detail, x: x, y: y, attributes: detailAttributes, clip: rect)
            }
        }
        let edge = rect.maxX - 1
        if offset > 0 {
            grid.put("↑", x: edge, y: rect.y, attributes: palette[.accent], clip: rect)
        }
        if end < count {
            grid.put("↓", x: edge, y: rect.y + height - 1, attributes: palette[.accent], clip: rect)
        }
    }

    /// The column headers in the title role, the sorted column's with ▲ or ▼; each header is
    /// a clickable region that sorts by its column.
    private func drawHeader(
        _ titles: [String], sort: RowSort?, widths: [Int], of widget: Widget, source: any RowSource, in rect: GridRect
    ) {
        let shown = titles.indices.map { column in
            guard let sort, sort.column == column else { return titles[column] }
            return titles[column] + (sort.ascending ? " ▲" : " ▼")
        }
        for (column, cell) in ListColumns.layout(shown, widths: widths).enumerated() {
            grid.put(cell.text, x: rect.x + cell.x, y: rect.y, attributes: palette[.title], clip: rect)
            hits.add(
                .columnHeader(widget, source, column: column), label: titles[column],
                in: GridRect(x: rect.x + cell.x, y: rect.y, width: widths[column], height: 1).intersection(rect))
        }
    }

    /// `row`'s title and detail cut to `width` columns with an ellipsis: the detail first (it
    /// goes when not even two of its columns fit), then the title.
    static func fit(_ row: List.Row, in width: Int) -> (title: String, detail: String?) {
        let titleWidth = DisplayWidth.of(row.title)
        guard titleWidth <= width else { return (TextLayout.truncate(row.title, to: width), nil) }
        guard let detail = row.detail, !detail.isEmpty else { return (row.title, nil) }
        let room = width - titleWidth - 2
        return (row.title, room >= 2 ? TextLayout.truncate(detail, to: room) : nil)
    }
}
