import Lasso

/// Rows (``Lasso/WidgetPrimitive/rows(_:)``): only the rows the area shows are asked for and
/// drawn, so a source of many rows costs what its visible rows cost.
extension WidgetPainter {
    func drawRows(_ source: any RowSource, of widget: Widget, in rect: GridRect) {
        let count = source.rowCount
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
        let measured = count <= List.fittingMeasureLimit ? (0..<count).map { source.row(at: $0) } : shownRows
        let columnWidths = ListColumns.widths(
            of: measured, columnWidths: source.columnWidths, in: rect.width - markerWidth - (scrolls ? 2 : 0))
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
