import Lasso

/// Lays out and draws one controller's widgets into a grid, through what each widget says it
/// is (``Lasso/Widget/primitive``), never its type: groups, text, controls, text inputs, rows,
/// scrolled content, progress, charts and canvases (one file each for the larger ones).
///
/// Groups put their subwidgets one under the other with `spacing` blank lines, or side by side
/// with `spacing` blank columns; a titled group (a form section) indents them under its title.
/// When a vertical group has less height than it needs, its rows, text views and scrolled
/// content (and groups holding them) shrink and scroll; a screen that does not fit even then
/// scrolls as a whole (``drawScreen(_:in:)``). Text inputs (and groups holding them) take the
/// width they are given up to their maximum, beside other widgets what those leave. Text cut by
/// its width ends in an ellipsis. Widgets that take no space (hidden ones, empty labels,
/// activity indicators at rest) get no spacing either. Where each control, text input, row,
/// column header, canvas and scroll area was drawn is recorded in ``hits``, as drawn (clipped,
/// and moved with scrolled content), for clicks and the wheel.
@MainActor
final class WidgetPainter {
    /// A widget's size in cells.
    struct Size: Equatable {
        var width: Int
        var height: Int
        static let zero = Size(width: 0, height: 0)
        var isEmpty: Bool { width <= 0 || height <= 0 }
    }

    /// The grid being drawn into.
    var grid: CellGrid
    /// The widget with keyboard focus.
    var focusedWidget: Widget?
    /// Whether focus is shown: only on the layer the user interacts with.
    var showsFocus = true
    /// The activity indicator's animation step.
    let animationStep: Int
    /// The theme's roles, drawn with.
    let palette: ThemePalette
    /// The first row shown of each list and the first character shown of each focused text
    /// field, kept between frames so they scroll smoothly.
    var scrollOffsets: [ObjectIdentifier: Int]
    /// The lists and fields drawn in this frame with an offset, so the offsets of widgets gone
    /// from the screen are dropped.
    var scrolledWidgets: Set<ObjectIdentifier> = []
    /// The top left cell of its content each scroll view (and each scrolling screen) shows,
    /// kept between frames.
    var viewportOffsets: [ObjectIdentifier: CellPosition]
    /// The scroll views drawn in this frame scrolled, so the offsets of those gone are dropped.
    var scrolledViewports: Set<ObjectIdentifier> = []
    /// Where the focused widget was drawn, in the grid being drawn into.
    var focusedRect: GridRect?
    /// Where the focused text field's cursor was drawn.
    var cursor: CellPosition?
    /// The rows the focused list or scroll view shows.
    var focusedPageRows: Int?
    /// Whether an activity indicator was drawn animating.
    var isAnimating = false
    /// What was drawn where, for clicks and the wheel.
    var hits: HitMap
    /// For each scrolled viewport, the focus it was last moved to show (see ``FocusMark``).
    var focusMarks: [ObjectIdentifier: FocusMark]
    /// Whether every viewport moves to show the focused widget, even one scrolled away from it
    /// since (by the wheel or the scroll keys) with focus where it was.
    var revealsFocus: Bool

    /// The columns a text field's text area asks for; it takes all the width its stack gives it.
    static let textFieldWidth = 30

    init(
        grid: CellGrid, focusedWidget: Widget?, animationStep: Int, scrollOffsets: [ObjectIdentifier: Int],
        viewportOffsets: [ObjectIdentifier: CellPosition] = [:], palette: ThemePalette,
        focusMarks: [ObjectIdentifier: FocusMark] = [:], revealsFocus: Bool = true
    ) {
        self.viewportOffsets = viewportOffsets
        self.focusMarks = focusMarks
        self.revealsFocus = revealsFocus
        hits = HitMap(activeArea: GridRect(x: 0, y: 0, width: grid.width, height: grid.height))
        self.grid = grid
        self.focusedWidget = focusedWidget
        self.animationStep = animationStep
        self.palette = palette
        self.scrollOffsets = scrollOffsets
    }

    func isFocused(_ widget: Widget) -> Bool {
        showsFocus && widget === focusedWidget
    }

    // MARK: - Measuring

    /// The size `widget` wants when given at most `width` columns; with `compactRows`, rows and
    /// scrolled content ask for at most that many rows (they scroll the rest). What it asks
    /// for is what its primitive (``Lasso/WidgetPrimitive``) needs, whatever its type.
    func measure(_ widget: Widget, width: Int, compactRows: Int? = nil) -> Size {
        guard !widget.isHidden, width > 0 else { return .zero }
        switch widget.primitive {
        case .empty:
            return .zero
        case .group(let layout):
            return measureGroup(widget, layout: layout, width: width, compactRows: compactRows)
        case .scroll(let axes):
            guard let content = widget.subwidgets.first else { return .zero }
            var size = measureScrolled(content, axes: axes, width: width)
            if let compactRows { size.height = min(size.height, compactRows) }
            return size
        case .text(let text):
            guard !text.text.isEmpty else { return .zero }
            let lines = textLines(text, width: width)
            return Size(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
        case .textInput(let editor) where editor.allowsNewlines:
            return Size(width: width, height: min(editor.preferredLines, compactRows ?? .max))
        case .textInput(let editor):
            return Size(
                width: min(width, textInputContentWidth(editor) + 2, editor.maximumWidth ?? .max), height: 1)
        case .control(let control):
            return Size(width: min(width, Self.controlWidth(control)), height: 1)
        case .rows(let source):
            let header = source.columnTitles.isEmpty ? 0 : 1
            return Size(width: width, height: header + max(1, min(source.rowCount, compactRows ?? .max)))
        case .progress(let progress):
            return measureProgress(progress, width: width)
        case .chart(let chart):
            return measureChart(chart, width: width)
        case .canvas(let canvas):
            guard canvas.width > 0, canvas.height > 0 else { return .zero }
            return Size(width: min(width, canvas.width), height: canvas.height)
        }
    }

    /// The columns a group with a title indents its subwidgets by.
    static let sectionIndent = 2

    private func measureGroup(_ widget: Widget, layout: WidgetLayout, width: Int, compactRows: Int?) -> Size {
        let indent = layout.title == nil ? 0 : Self.sectionIndent
        let spacing = max(0, layout.spacing)
        let innerWidth = width - indent
        var total = Size.zero
        var count = 0
        switch layout.axis {
        case .vertical:
            for child in widget.subwidgets {
                let size = measure(child, width: innerWidth, compactRows: compactRows)
                guard !size.isEmpty else { continue }
                total.height += size.height + (count > 0 ? spacing : 0)
                total.width = max(total.width, size.width)
                count += 1
            }
        case .horizontal:
            for child in widget.subwidgets {
                let gap = count > 0 ? spacing : 0
                let remaining = innerWidth - total.width - gap
                guard remaining > 0 else { break }
                let size = measure(child, width: remaining, compactRows: compactRows)
                guard !size.isEmpty else { continue }
                total.width += gap + size.width
                total.height = max(total.height, size.height)
                count += 1
            }
        }
        guard let title = layout.title else { return total }
        return Size(
            width: min(width, max(DisplayWidth.of(title), total.width + indent)), height: total.height + 1)
    }

    /// Whether `widget` can take less height than it asks for (it is or holds rows or scrolled
    /// content).
    private func isFlexible(_ widget: Widget) -> Bool {
        widget.visibleWidgets.contains {
            switch $0.primitive {
            case .rows, .scroll: true
            case .textInput(let editor): editor.allowsNewlines
            default: false
            }
        }
    }

    /// Whether `widget` takes all the width it is given beyond what it asks for (it is or holds
    /// a text input or scrolled content).
    private func takesSpareWidth(_ widget: Widget) -> Bool {
        widget.visibleWidgets.contains {
            switch $0.primitive {
            case .textInput, .scroll: true
            default: false
            }
        }
    }

    func textInputContentWidth(_ editor: TextEditor) -> Int {
        max(Self.textFieldWidth, DisplayWidth.of(editor.placeholder) + 1)
    }

    func textLines(_ text: TextContent, width: Int) -> [String] {
        TextLayout.wrap(text.prefix + text.text, to: width)
    }

    // MARK: - Drawing

    /// Draws `widget` in `rect`, clipped to it: its primitive, whatever its type.
    func draw(_ widget: Widget, in rect: GridRect) {
        guard !widget.isHidden, !rect.isEmpty else { return }
        if widget === focusedWidget { focusedRect = rect }
        switch widget.primitive {
        case .empty:
            break
        case .group(let layout):
            drawGroup(widget, layout: layout, in: rect)
        case .scroll(let axes):
            guard let content = widget.subwidgets.first else { return }
            widget.contentOverflows = drawScrolled(
                content, id: ObjectIdentifier(widget), scroller: .scrollView(widget), axes: axes, in: rect)
        case .text(let text) where widget.recognizesTaps:
            drawTappableText(text, of: widget, in: rect)
        case .text(let text):
            drawText(text, in: rect)
        case .textInput(let editor) where editor.allowsNewlines:
            drawTextArea(editor, of: widget, in: rect)
        case .textInput(let editor):
            drawTextInput(editor, of: widget, in: rect)
        case .control(let control):
            drawControl(control, of: widget, in: rect)
        case .rows(let source):
            drawRows(source, of: widget, in: rect)
        case .progress(let progress):
            drawProgress(progress, in: rect)
        case .chart(let chart):
            drawChart(chart, in: rect)
        case .canvas(let canvas):
            drawCanvas(canvas, of: widget, in: rect)
        }
    }

    private func drawGroup(_ widget: Widget, layout: WidgetLayout, in rect: GridRect) {
        var rect = rect
        if let title = layout.title {
            grid.put(
                TextLayout.truncate(title, to: rect.width), x: rect.x, y: rect.y, attributes: palette[.title],
                clip: rect)
            rect = GridRect(
                x: rect.x + Self.sectionIndent, y: rect.y + 1, width: rect.width - Self.sectionIndent,
                height: rect.height - 1)
            guard !rect.isEmpty else { return }
        }
        switch layout.axis {
        case .vertical: drawVertical(widget.subwidgets, spacing: layout.spacing, in: rect)
        case .horizontal: drawHorizontal(widget.subwidgets, spacing: layout.spacing, in: rect)
        }
    }

    private func drawVertical(_ subwidgets: [Widget], spacing: Int, in rect: GridRect) {
        let spacing = max(0, spacing)
        var children: [(widget: Widget, width: Int, height: Int)] = subwidgets.compactMap { child in
            let size = measure(child, width: rect.width)
            return size.isEmpty ? nil : (child, size.width, size.height)
        }
        guard !children.isEmpty else { return }
        // Shrink lists, last first, down to three rows (then one) until everything fits.
        var overflow = children.reduce(0) { $0 + $1.height } + spacing * (children.count - 1) - rect.height
        for floor in [3, 1] where overflow > 0 {
            for index in children.indices.reversed() where overflow > 0 && isFlexible(children[index].widget) {
                let cut = min(overflow, max(0, children[index].height - floor))
                children[index].height -= cut
                overflow -= cut
            }
        }
        var y = rect.y
        for (index, child) in children.enumerated() {
            if index > 0 { y += spacing }
            guard y < rect.maxY else { break }
            let width = takesSpareWidth(child.widget) ? rect.width : min(child.width, rect.width)
            let childRect = GridRect(x: rect.x, y: y, width: width, height: min(child.height, rect.maxY - y))
            draw(child.widget, in: childRect)
            y += child.height
        }
    }

    private func drawHorizontal(_ subwidgets: [Widget], spacing: Int, in rect: GridRect) {
        let spacing = max(0, spacing)
        var children: [(widget: Widget, width: Int)] = subwidgets.compactMap { child in
            let size = measure(child, width: rect.width)
            return size.isEmpty ? nil : (child, size.width)
        }
        // Text fields (and stacks holding them) share what the others leave, equally, but
        // never less than a few columns; what does not fit is cut at the right.
        let stretching = children.indices.filter { takesSpareWidth(children[$0].widget) }
        if !stretching.isEmpty {
            let others = children.indices.filter { !takesSpareWidth(children[$0].widget) }.reduce(0) {
                $0 + children[$1].width
            }
            var spare = rect.width - others - spacing * (children.count - 1)
            for (count, index) in stretching.enumerated() {
                var share = max(Self.minimumStretchedWidth, spare / (stretching.count - count))
                if case .textInput(let editor) = children[index].widget.primitive, let maximum = editor.maximumWidth {
                    share = min(share, max(Self.minimumStretchedWidth, maximum))
                }
                children[index].width = share
                spare -= share
            }
        }
        var x = rect.x
        for (index, child) in children.enumerated() {
            if index > 0 { x += spacing }
            let width = min(child.width, rect.maxX - x)
            guard width > 0 else { break }
            draw(child.widget, in: GridRect(x: x, y: rect.y, width: width, height: rect.height))
            x += width
        }
    }

    /// The fewest columns a text field gets beside other widgets.
    static let minimumStretchedWidth = 8
}
