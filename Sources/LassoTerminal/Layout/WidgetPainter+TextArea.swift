import Lasso

/// Editable text of many lines (a ``Lasso/TextEditor`` that ``Lasso/TextEditor/allowsNewlines``):
/// a gutter, the lines wrapped at the area's width, scrolled to keep the cursor in view, with
/// `↑` / `↓` at the right edge when there is more above or below.
extension WidgetPainter {
    func drawTextArea(_ editor: TextEditor, of widget: Widget, in rect: GridRect) {
        let focused = isFocused(widget)
        hits.add(.textInput(widget), label: widget.scriptName, in: rect)
        let gutter = palette[focused ? .accent : .border]
        for row in 0..<rect.height { grid.put("│", x: rect.x, y: rect.y + row, attributes: gutter, clip: rect) }
        let area = GridRect(x: rect.x + 2, y: rect.y, width: rect.width - 3, height: rect.height)
        guard area.width > 0 else { return }
        let text = editor.text
        if text.isEmpty {
            grid.put(
                TextLayout.truncate(editor.placeholder, to: area.width), x: area.x, y: area.y,
                attributes: palette[.secondary], clip: area)
            if focused { placeCursor(x: area.x, y: area.y) }
            return
        }
        // Only the rows around the cursor and those shown are laid out: the first row shown is
        // kept between frames (``TopRow``) and moved as little as needed to show the cursor's
        // row.
        let layout = WrappedText(text: text, editor: editor, width: area.width)
        let cursor = editor.cursor
        let cursorRow = layout.row(containing: cursor)
        let key = ObjectIdentifier(widget)
        var top =
            scrollOffsets[key].flatMap { TopRow(encoded: $0).row(in: layout) }
            ?? layout.row(containing: text.startIndex)
        if cursorRow.lowerBound < top.lowerBound {
            top = cursorRow
        } else if !layout.rows(from: top, count: area.height).contains(where: { $0.lowerBound == cursorRow.lowerBound })
        {
            top = layout.row(rowsAbove: area.height - 1, cursorRow)
        }
        scrollOffsets[key] = TopRow(top, in: layout).encoded
        scrolledWidgets.insert(key)
        if focused { focusedPageRows = area.height }

        let attributes = palette[editor.isEnabled ? .text : .disabled]
        let selection = focused ? editor.selectedRange : nil
        let shown = layout.rows(from: top, count: area.height + 1)
        for (position, row) in shown.prefix(area.height).enumerated() {
            let y = area.y + position
            var x = area.x
            var index = row.lowerBound
            while index < row.upperBound {
                if focused, index == cursor { placeCursor(x: x, y: y) }
                let isSelected = selection?.contains(index) == true
                x = grid.put(
                    String(text[index]), x: x, y: y, attributes: isSelected ? palette[.selection] : attributes,
                    clip: area)
                index = text.index(after: index)
            }
            if focused, row.lowerBound == cursorRow.lowerBound, cursor == row.upperBound {
                placeCursor(x: min(x, area.maxX - 1), y: y)
            }
        }
        if top.lowerBound > text.startIndex {
            grid.put("↑", x: rect.maxX - 1, y: rect.y, attributes: palette[.accent], clip: rect)
        }
        if shown.count > area.height {
            grid.put("↓", x: rect.maxX - 1, y: rect.maxY - 1, attributes: palette[.accent], clip: rect)
        }
    }

    /// Draws the cursor as a block in the text's colours at `x`, `y`.
    private func placeCursor(x: Int, y: Int) {
        var block = palette[.text]
        block.reverse = true
        grid.updateAttributes(x: x, y: y) { $0 = block }
        cursor = CellPosition(x: x, y: y)
    }
}

/// The first row a text area shows, kept between frames as the UTF-8 offset of its line's
/// start and its place among that line's rows, in one `Int` (the renderer's per-widget
/// offsets). A line start is found again only while it still follows a line break (or starts
/// the text); otherwise the area starts again from the top, then moves to the cursor.
private struct TopRow {
    var lineStart: Int
    var row: Int

    init(encoded: Int) {
        lineStart = encoded >> 16
        row = encoded & 0xFFFF
    }

    @MainActor
    init(_ top: Range<String.Index>, in layout: WrappedText) {
        let start = layout.editor.lineStart(of: top.lowerBound)
        lineStart = layout.text.utf8.distance(from: layout.text.startIndex, to: start)
        row = min(0xFFFF, layout.rows(ofLineAt: start).firstIndex { $0.lowerBound == top.lowerBound } ?? 0)
    }

    var encoded: Int { lineStart << 16 | row }

    @MainActor
    func row(in layout: WrappedText) -> Range<String.Index>? {
        let utf8 = layout.text.utf8
        guard lineStart <= utf8.count else { return nil }
        let index = utf8.index(utf8.startIndex, offsetBy: lineStart)
        guard lineStart == 0 || utf8[utf8.index(before: index)] == UInt8(ascii: "\n") else { return nil }
        let rows = layout.rows(ofLineAt: index)
        return rows[min(row, rows.count - 1)]
    }
}

/// A text's rows when its lines wrap at `width` columns, laid out a line at a time, on demand:
/// a row is the range of its characters (a line break is in no row).
@MainActor
private struct WrappedText {
    let text: String
    let editor: TextEditor
    let width: Int

    /// The rows of the line starting at `start`.
    func rows(ofLineAt start: String.Index) -> [Range<String.Index>] {
        let end = editor.lineEnd(of: start)
        var rows: [Range<String.Index>] = []
        var rowStart = start
        var used = 0
        var index = start
        while index < end {
            let columns = DisplayWidth.of(text[index])
            if used + columns > width, index > rowStart {
                rows.append(rowStart..<index)
                rowStart = index
                used = 0
            }
            used += columns
            index = text.index(after: index)
        }
        rows.append(rowStart..<end)
        return rows
    }

    /// The row holding `index`: the first whose end is past it, else its line's last.
    func row(containing index: String.Index) -> Range<String.Index> {
        let rows = rows(ofLineAt: editor.lineStart(of: index))
        return rows.first { index < $0.upperBound } ?? rows[rows.count - 1]
    }

    /// `count` rows (fewer at the end of the text) from `first` on.
    func rows(from first: Range<String.Index>, count: Int) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var lineStart = editor.lineStart(of: first.lowerBound)
        while result.count < count {
            let lineRows = rows(ofLineAt: lineStart).filter { $0.lowerBound >= first.lowerBound }
            result.append(contentsOf: lineRows.prefix(count - result.count))
            let end = editor.lineEnd(of: lineStart)
            guard end < text.endIndex else { break }
            lineStart = text.index(after: end)
        }
        return result
    }

    /// The row `count` rows above `row` (the first row when there are fewer).
    func row(rowsAbove count: Int, _ row: Range<String.Index>) -> Range<String.Index> {
        var lineStart = editor.lineStart(of: row.lowerBound)
        var above = rows(ofLineAt: lineStart).filter { $0.lowerBound < row.lowerBound }
        while above.count < count, lineStart > text.startIndex {
            lineStart = editor.lineStart(of: text.index(before: lineStart))
            above = rows(ofLineAt: lineStart) + above
        }
        return above.count >= count ? above[above.count - count] : (above.first ?? row)
    }
}
