import Lasso

/// Text (``Lasso/WidgetPrimitive/text(_:)``) and editable text
/// (``Lasso/WidgetPrimitive/textInput(_:)``).
extension WidgetPainter {
    func drawText(_ text: TextContent, in rect: GridRect, attributes: CellAttributes? = nil) {
        let attributes = attributes ?? palette[text.role]
        for (offset, line) in textLines(text, width: rect.width).enumerated() where offset < rect.height {
            grid.put(line, x: rect.x, y: rect.y + offset, attributes: attributes, clip: rect)
        }
    }

    /// Text with a tap recognizer (``Lasso/TapGestureRecognizer``): drawn as text, in the focus
    /// role when focused, and clickable as a control is, under its accessibility label or its
    /// text.
    func drawTappableText(_ text: TextContent, of widget: Widget, in rect: GridRect) {
        drawText(text, in: rect, attributes: isFocused(widget) ? palette[.focus] : nil)
        let lines = textLines(text, width: rect.width).prefix(rect.height)
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        hits.add(
            .control(widget), label: widget.scriptName ?? text.text,
            in: GridRect(x: rect.x, y: rect.y, width: min(width, rect.width), height: lines.count))
    }

    /// `[text___]`: the text (or the placeholder, dimmed), the cursor as a block when focused,
    /// and the rest of the field underlined; scrolled so the cursor stays inside.
    func drawTextInput(_ editor: TextEditor, of widget: Widget, in given: GridRect) {
        let rect = GridRect(
            x: given.x, y: given.y, width: min(given.width, editor.maximumWidth ?? .max), height: given.height)
        let focused = isFocused(widget)
        let base = palette[editor.isEnabled ? .text : .disabled]
        let bracket = focused ? palette[.accent] : base
        let contentWidth = rect.width - 2
        guard contentWidth > 0 else { return }
        let y = rect.y
        hits.add(
            .textInput(widget), label: widget.scriptName,
            in: GridRect(x: rect.x, y: y, width: rect.width, height: 1))
        grid.put("[", x: rect.x, y: y, attributes: bracket, clip: rect)
        grid.put("]", x: rect.x + 1 + contentWidth, y: y, attributes: bracket, clip: rect)

        let shown: [Character]
        let textAttributes: CellAttributes
        if editor.text.isEmpty {
            shown = Array(editor.placeholder)
            textAttributes = palette[.secondary]
        } else {
            shown = editor.isSecure ? Array(repeating: "•", count: editor.text.count) : Array(editor.text)
            textAttributes = base
        }
        let cursorIndex = editor.text.isEmpty ? 0 : min(editor.cursorOffset, shown.count)

        let start =
            focused
            ? scrolledStart(of: widget, shown: shown, cursorIndex: cursorIndex, contentWidth: contentWidth) : 0
        let area = GridRect(x: rect.x + 1, y: y, width: contentWidth, height: 1)
        var x = area.x
        var cursorX: Int?
        let selection = focused && !editor.text.isEmpty ? editor.selectedOffsets : nil
        for index in start..<shown.count {
            let character = shown[index]
            let columns = DisplayWidth.of(character)
            guard x + columns <= area.maxX else { break }
            if index == cursorIndex { cursorX = x }
            let attributes = selection?.contains(index) == true ? palette[.selection] : textAttributes
            x = grid.put(String(character), x: x, y: y, attributes: attributes, clip: area)
        }
        if cursorX == nil, cursorIndex >= shown.count, x < area.maxX { cursorX = x }
        while x < area.maxX {
            x = grid.put("_", x: x, y: y, attributes: palette[.border], clip: area)
        }
        if focused, let cursorX {
            // The cursor is a block in the text's colours, whatever the cell showed.
            var block = palette[.text]
            block.reverse = true
            grid.updateAttributes(x: cursorX, y: y) { $0 = block }
            cursor = CellPosition(x: cursorX, y: y)
        }
    }

    /// The first character of `shown` that the focused `widget` shows: the cursor (and the cell
    /// after the text) stays inside its `contentWidth` columns. The field scrolls half its width
    /// at a time from where it was last frame, so typing at the end rewrites the whole field
    /// only once every half width; when all the text fits, it is shown from the start.
    private func scrolledStart(of widget: Widget, shown: [Character], cursorIndex: Int, contentWidth: Int) -> Int {
        func columns(_ range: Range<Int>) -> Int { shown[range].reduce(0) { $0 + DisplayWidth.of($1) } }
        /// The start that puts the cursor half the field's width from the left edge.
        func centring() -> Int {
            var start = cursorIndex
            var used = 0
            while start > 0, used + DisplayWidth.of(shown[start - 1]) <= contentWidth / 2 {
                used += DisplayWidth.of(shown[start - 1])
                start -= 1
            }
            return start
        }
        let key = ObjectIdentifier(widget)
        var start = scrollOffsets[key] ?? 0
        if columns(0..<shown.count) + 1 <= contentWidth {
            start = 0
        } else if cursorIndex < start || columns(min(start, cursorIndex)..<cursorIndex) + 1 > contentWidth {
            start = centring()
        }
        scrollOffsets[key] = start
        scrolledWidgets.insert(key)
        return start
    }
}
