/// Draws a ``TextPanel``: a box over the screen, a margin from its edges, with the text
/// wrapped to its width from the panel's first line, and a last row naming the panel's keys
/// (from ``KeyBindings``) and the lines shown.
enum TextPanelView {
    /// What a drawn panel showed: the text rows it has and the wrapped lines of its text.
    struct Extent: Equatable {
        var pageRows = 0
        var lineCount = 0

        /// The first line a panel may start at: the last page ends on the text's last line.
        var lastFirstLine: Int { max(0, lineCount - pageRows) }
    }

    /// The text in lines of at most `width` columns, control characters made harmless.
    @MainActor
    static func lines(of text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            let clean = TerminalApp.singleLine(String(paragraph))
            return clean.isEmpty ? [""] : TextLayout.wrap(clean, to: width)
        }
    }

    /// Draws `panel` over `area` (dimmed behind it); returns what it showed.
    @MainActor
    static func draw(_ panel: TextPanel, in area: GridRect, palette: ThemePalette, grid: inout CellGrid) -> Extent {
        let frame = ModalBox.frame(width: area.width - 4, height: area.height - 2, in: area)
        ModalBox.draw(frame: frame, behind: area, title: panel.title, palette: palette, grid: &grid)
        let inside = frame.insetBy(dx: 2, dy: 1)
        guard inside.width > 0, inside.height > 1 else { return Extent() }
        let lines = lines(of: panel.text, width: inside.width)
        let extent = Extent(pageRows: inside.height - 1, lineCount: lines.count)
        let first = min(max(0, panel.firstLine), extent.lastFirstLine)
        for (row, line) in lines.dropFirst(first).prefix(extent.pageRows).enumerated() {
            grid.put(line, x: inside.x, y: inside.y + row, attributes: palette[.text], clip: inside)
        }
        let shown = lines.isEmpty ? "" : "\(first + 1)–\(min(lines.count, first + extent.pageRows))/\(lines.count)"
        // The panel's keys, most needed first: what fits of them.
        let context = KeyBindings.HelpContext(layer: nil, focusableCount: 0)
        let keys = KeyBindings.all.filter { $0.scope == .panel }.sorted { $0.priority > $1.priority }
            .compactMap { $0.help(context) }
        let footer = ([shown] + keys.map { "\($0.key) \($0.action)" }).joined(separator: "  ")
        grid.put(
            TextLayout.truncate(footer, to: inside.width), x: inside.x, y: inside.maxY - 1,
            attributes: palette[.secondary], clip: inside)
        return extent
    }
}
