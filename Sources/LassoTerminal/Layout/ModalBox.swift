/// The bordered box a modal layer is drawn in, over its presenter.
enum ModalBox {
    /// The narrowest box, so that a short message still reads as a dialog.
    static let minimumWidth = 24

    /// Where a box of `width` × `height` cells (border included) goes inside the presenter's
    /// area `outer`: centred, at least ``minimumWidth`` wide, and never larger than `outer`.
    static func frame(width: Int, height: Int, in outer: GridRect) -> GridRect {
        let boxWidth = min(outer.width, max(width, minimumWidth))
        let boxHeight = min(outer.height, max(2, height))
        return GridRect(
            x: outer.x + (outer.width - boxWidth) / 2,
            y: outer.y + (outer.height - boxHeight) / 2,
            width: boxWidth,
            height: boxHeight
        )
    }

    /// The width a box needs for `title` in its top edge (`┌─ title ─┐`).
    static func width(forTitle title: String?) -> Int {
        guard let title, !title.isEmpty else { return 0 }
        return DisplayWidth.of(title) + 6
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
        grid.put(
            "┌" + String(repeating: "─", count: inner) + "┐", x: frame.x, y: frame.y, attributes: border, clip: frame)
        grid.put(
            "└" + String(repeating: "─", count: inner) + "┘", x: frame.x, y: frame.maxY - 1, attributes: border,
            clip: frame)
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
