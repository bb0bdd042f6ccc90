import Lasso

/// Editable text of many lines (a ``Lasso/TextEditor`` that ``Lasso/TextEditor/allowsNewlines``):
/// a gutter, the lines wrapped at the area's width, scrolled to keep the cursor in view, with
/// `↑` / `↓` at the right edge when there is more above or below.
extension WidgetPainter {
    /// One row of wrapped text: its characters and the offset of its first one in the text.
    private struct WrappedRow {
        var characters: ArraySlice<Character>
        var start: Int
    }

    func drawTextArea(_ editor: TextEditor, of widget: Widget, in rect: GridRect) {
        let focused = isFocused(widget)
        hits.add(.textInput(widget), label: widget.accessibilityLabel, in: rect)
        let gutter = palette[focused ? .accent : .border]
        for row in 0..<rect.height { grid.put("│", x: rect.x, y: rect.y + row, attributes: gutter, clip: rect) }
        let area = GridRect(x: rect.x + 2, y: rect.y, width: rect.width - 3, height: rect.height)
        guard area.width > 0 else { return }
        if editor.text.isEmpty {
            grid.put(
                TextLayout.truncate(editor.placeholder, to: area.width), x: area.x, y: area.y,
                attributes: palette[.secondary], clip: area)
            if focused { placeCursor(x: area.x, y: area.y) }
            return
        }
        let rows = Self.wrap(Array(editor.text), width: area.width)
        // The cursor's row: the last row starting at or before it (a row ending in the cursor
        // at the width's end puts the cursor on the next row).
        let cursor = editor.cursorOffset
        var cursorRow = 0
        for (index, row) in rows.enumerated() where row.start <= cursor { cursorRow = index }
        let key = ObjectIdentifier(widget)
        var offset = scrollOffsets[key] ?? 0
        if cursorRow < offset { offset = cursorRow }
        if cursorRow >= offset + area.height { offset = cursorRow - area.height + 1 }
        offset = max(0, min(offset, rows.count - area.height))
        scrollOffsets[key] = offset
        scrolledWidgets.insert(key)
        if focused { focusedPageRows = area.height }

        let attributes = palette[editor.isEnabled ? .text : .disabled]
        for (position, row) in rows[offset..<min(rows.count, offset + area.height)].enumerated() {
            let y = area.y + position
            var x = area.x
            for (index, character) in zip(row.characters.indices, row.characters) {
                if focused, index == cursor { placeCursor(x: x, y: y) }
                x = grid.put(String(character), x: x, y: y, attributes: attributes, clip: area)
            }
            if focused, offset + position == cursorRow, cursor == row.start + row.characters.count {
                placeCursor(x: min(x, area.maxX - 1), y: y)
            }
        }
        if offset > 0 { grid.put("↑", x: rect.maxX - 1, y: rect.y, attributes: palette[.accent], clip: rect) }
        if offset + area.height < rows.count {
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

    /// `characters` in rows of at most `width` columns: a row per line, long lines cut into
    /// several; the line breaks themselves are in no row.
    private static func wrap(_ characters: [Character], width: Int) -> [WrappedRow] {
        var rows: [WrappedRow] = []
        var start = 0
        var used = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(WrappedRow(characters: characters[start..<index], start: start))
                start = index + 1
                used = 0
                continue
            }
            let columns = DisplayWidth.of(character)
            if used + columns > width, index > start {
                rows.append(WrappedRow(characters: characters[start..<index], start: start))
                start = index
                used = 0
            }
            used += columns
        }
        rows.append(WrappedRow(characters: characters[start..<characters.count], start: start))
        return rows
    }
}
