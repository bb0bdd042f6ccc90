import Lasso

/// Scrolling: a ``ScrollView``'s content, and a screen taller than the window, are drawn whole
/// into a grid of their own, and the part the viewport shows is copied into the frame with a
/// scroll bar beside (or below) it. The part shown is the one shown last frame, moved as
/// little as needed to show the focused widget: moving focus scrolls it into view, and so does
/// a resize.
extension WidgetPainter {
    /// The rows lists and scroll views keep in content that scrolls as a whole.
    static let scrolledListRows = 3

    /// The width content that scrolls horizontally is measured in.
    static let unboundedWidth = 10_000

    /// Draws a screen's root widget in `rect`. When it does not fit even with its lists shrunk
    /// to one row, the screen scrolls vertically, its lists keeping a few rows each.
    func drawScreen(_ root: Widget, in rect: GridRect) {
        guard !rect.isEmpty else { return }
        if measure(root, width: rect.width, compactRows: 1).height <= rect.height {
            draw(root, in: rect)
        } else {
            drawScrolled(root, id: ObjectIdentifier(root), scroller: .screen(root), axes: .vertical, in: rect)
        }
    }

    /// The size scrolled `content` asks for within `width` columns: its height, and when it
    /// scrolls horizontally, at most `width` columns plus a row for the scroll bar.
    func measureScrolled(_ content: Widget, axes: ScrollView.Axes, width: Int) -> Size {
        guard axes.contains(.horizontal) else { return measure(content, width: width) }
        let content = measure(content, width: Self.unboundedWidth)
        guard content.width > width else { return content }
        return Size(width: width, height: content.height + 1)
    }

    /// Draws `content` in `rect`, scrolled along `axes` when it does not fit, and returns
    /// whether it did not; `id` keeps the offset between frames, and the hit map records the
    /// viewport as a scroll area of `scroller`. When the widget `id` names has focus, its
    /// scroll bars are drawn in the focus role.
    @discardableResult
    func drawScrolled(
        _ content: Widget, id: ObjectIdentifier, scroller: HitMap.Scroller, axes: ScrollView.Axes, in rect: GridRect
    ) -> Bool {
        let natural = measure(content, width: axes.contains(.horizontal) ? Self.unboundedWidth : rect.width)
        let scrollsAcross = axes.contains(.horizontal) && natural.width > rect.width
        let rows = rect.height - (scrollsAcross ? 1 : 0)
        let scrollsDown = axes.contains(.vertical) && natural.height > rows
        guard scrollsAcross || scrollsDown, rows > 0 else {
            draw(content, in: rect)
            return false
        }

        let viewport = GridRect(x: rect.x, y: rect.y, width: rect.width - (scrollsDown ? 1 : 0), height: rows)
        guard viewport.width > 0 else { return true }
        let isFocused = showsFocus && focusedWidget.map(ObjectIdentifier.init) == id
        if isFocused { focusedPageRows = viewport.height }
        let canvasWidth = scrollsAcross ? natural.width : viewport.width
        let canvasHeight =
            scrollsDown
            ? max(rows, measure(content, width: canvasWidth, compactRows: Self.scrolledListRows).height)
            : rows

        // Draw the content whole into a grid of its own; what it records in the hit map is
        // moved to where the viewport shows it.
        hits.addScrollArea(scroller, in: viewport)
        let hitMark = hits.mark
        let outerGrid = grid
        let outerCursor = cursor
        let outerFocus = focusedRect
        grid = CellGrid(width: canvasWidth, height: canvasHeight)
        cursor = nil
        focusedRect = nil
        draw(content, in: GridRect(x: 0, y: 0, width: canvasWidth, height: canvasHeight))
        let canvas = grid
        let canvasCursor = cursor
        let canvasFocus = focusedRect
        grid = outerGrid
        cursor = outerCursor
        focusedRect = outerFocus

        // Focus is scrolled into view when it moved (or the viewport changed size) since the
        // viewport last showed it, not when the user scrolled away from where it still is.
        let mark = FocusMark(
            focused: focusedWidget.map(ObjectIdentifier.init), rect: canvasFocus, viewportWidth: viewport.width,
            viewportHeight: viewport.height)
        let showsFocus = revealsFocus || focusMarks[id] != mark
        focusMarks[id] = mark
        let offset = Self.offset(
            from: viewportOffsets[id] ?? CellPosition(x: 0, y: 0), showing: showsFocus ? canvasFocus : nil,
            viewport: viewport, canvasWidth: canvasWidth, canvasHeight: canvasHeight
        )
        viewportOffsets[id] = offset
        scrolledViewports.insert(id)
        hits.moveRecorded(since: hitMark, dx: viewport.x - offset.x, dy: viewport.y - offset.y, clippedTo: viewport)

        let shown = GridRect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height)
        grid.copy(shown, of: canvas, toX: viewport.x, y: viewport.y)
        if let canvasCursor, shown.contains(x: canvasCursor.x, y: canvasCursor.y) {
            cursor = CellPosition(x: canvasCursor.x - offset.x + viewport.x, y: canvasCursor.y - offset.y + viewport.y)
        }
        if let canvasFocus {
            focusedRect = GridRect(
                x: canvasFocus.x - offset.x + viewport.x, y: canvasFocus.y - offset.y + viewport.y,
                width: canvasFocus.width, height: canvasFocus.height
            ).intersection(viewport)
        }
        if scrollsDown {
            drawScrollBar(
                along: GridRect(x: viewport.maxX, y: viewport.y, width: 1, height: viewport.height), vertical: true,
                offset: offset.y, visible: viewport.height, total: canvasHeight, isFocused: isFocused
            )
        }
        if scrollsAcross {
            drawScrollBar(
                along: GridRect(x: viewport.x, y: viewport.maxY, width: viewport.width, height: 1), vertical: false,
                offset: offset.x, visible: viewport.width, total: canvasWidth, isFocused: isFocused
            )
        }
        return true
    }

    /// The offset to show next: `previous`, moved as little as needed for `focus` (in the
    /// canvas) to be in the viewport (its top left part when it is larger), within the canvas.
    static func offset(
        from previous: CellPosition, showing focus: GridRect?, viewport: GridRect, canvasWidth: Int, canvasHeight: Int
    ) -> CellPosition {
        func axis(_ start: Int, visible: Int, total: Int, focusStart: Int?, focusLength: Int) -> Int {
            var start = start
            if let focusStart {
                if focusStart + min(focusLength, visible) > start + visible {
                    start = focusStart + min(focusLength, visible) - visible
                }
                if focusStart < start { start = focusStart }
            }
            return max(0, min(start, total - visible))
        }
        return CellPosition(
            x: axis(
                previous.x, visible: viewport.width, total: canvasWidth, focusStart: focus?.x,
                focusLength: focus?.width ?? 0),
            y: axis(
                previous.y, visible: viewport.height, total: canvasHeight, focusStart: focus?.y,
                focusLength: focus?.height ?? 0)
        )
    }

    /// A scroll bar in `track` (one column, or one row): the track in the border role, and a
    /// thumb in the accent role (focus, when the scroll view has focus) as long as the visible
    /// part is of the whole, where it is.
    private func drawScrollBar(
        along track: GridRect, vertical: Bool, offset: Int, visible: Int, total: Int, isFocused: Bool
    ) {
        let length = vertical ? track.height : track.width
        guard length > 0, total > 0 else { return }
        let thumb = max(1, min(length, length * visible / total))
        let travel = length - thumb
        let hidden = max(1, total - visible)
        let thumbStart = (offset * travel + hidden / 2) / hidden
        for step in 0..<length {
            let isThumb = step >= thumbStart && step < thumbStart + thumb
            let glyph = isThumb ? "█" : (vertical ? "│" : "─")
            let role: ThemeRole = isThumb ? (isFocused ? .focus : .accent) : .border
            grid.put(
                glyph, x: track.x + (vertical ? 0 : step), y: track.y + (vertical ? step : 0),
                attributes: palette[role], clip: track)
        }
    }
}

/// What a scrolled viewport last moved to show: the focused widget, where it was in the
/// content, and the viewport's size. While all three stay the same, the viewport keeps the
/// offset the user scrolled to.
struct FocusMark: Equatable {
    var focused: ObjectIdentifier?
    var rect: GridRect?
    var viewportWidth: Int
    var viewportHeight: Int
}
