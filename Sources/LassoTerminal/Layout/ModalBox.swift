/// The bordered box a modal layer is drawn in, over its presenter.
enum ModalBox {
    /// Where a modal box goes inside the presenter's area `outer`: inset by about a tenth of the
    /// width and an eighth of the height, so the presenter shows around it, but never smaller
    /// than 40 × 10 cells while the area allows it.
    static func frame(in outer: GridRect) -> GridRect {
        var marginX = max(2, outer.width / 10)
        var marginY = max(1, outer.height / 8)
        let minimumWidth = min(outer.width, TerminalSize.minimum.width)
        let minimumHeight = min(outer.height, TerminalSize.minimum.height)
        if outer.width - 2 * marginX < minimumWidth { marginX = max(0, (outer.width - minimumWidth) / 2) }
        if outer.height - 2 * marginY < minimumHeight { marginY = max(0, (outer.height - minimumHeight) / 2) }
        return outer.insetBy(dx: marginX, dy: marginY)
    }

    /// Dims `behind`, clears `frame` and draws its border, with `title` in the top edge.
    static func draw(frame: GridRect, behind: GridRect, title: String?, palette: ThemePalette, grid: inout CellGrid) {
        grid.updateAttributes(in: behind) { attributes in
            attributes.dim = true
            attributes.bold = false
        }
        grid.clear(frame)
        guard frame.width >= 2, frame.height >= 2 else { return }
        // The border role, but never dimmed: the box stands out from its dimmed presenter.
        var border = palette[.border]
        border.dim = false
        let inner = frame.width - 2
        grid.put("┌" + String(repeating: "─", count: inner) + "┐", x: frame.x, y: frame.y, attributes: border, clip: frame)
        grid.put("└" + String(repeating: "─", count: inner) + "┘", x: frame.x, y: frame.maxY - 1, attributes: border, clip: frame)
        for row in (frame.y + 1)..<(frame.maxY - 1) {
            grid.put("│", x: frame.x, y: row, attributes: border, clip: frame)
            grid.put("│", x: frame.maxX - 1, y: row, attributes: border, clip: frame)
        }
        if let title, !title.isEmpty, inner > 4 {
            let shown = TextLayout.truncate(title, to: inner - 4)
            grid.put(" \(shown) ", x: frame.x + 2, y: frame.y, attributes: palette[.title], clip: frame)
        }
    }
}
