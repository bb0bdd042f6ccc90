import Lasso

/// Lays out and draws one controller's widgets into a grid.
///
/// Vertical stacks put one widget under the other with `spacing` blank lines; horizontal stacks
/// put them side by side with `spacing` blank columns. When a vertical stack has less height
/// than it needs, its lists and scroll views (and stacks holding them) shrink and scroll; a
/// screen that does not fit even then scrolls as a whole (``drawScreen(_:in:)``). Text fields (and
/// stacks holding them) take all the width they are given, beside other widgets what those
/// leave. Text cut by its width ends in an ellipsis. Widgets that take no space (hidden ones,
/// empty labels, activity indicators at rest) get no spacing either. Where each button, text
/// field, list row and scroll area was drawn is recorded in ``hits``, as drawn (clipped, and
/// moved with scrolled content), for clicks and the wheel.
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
    private(set) var scrolledWidgets: Set<ObjectIdentifier> = []
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
    private(set) var isAnimating = false
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

    private func isFocused(_ widget: Widget) -> Bool {
        showsFocus && widget === focusedWidget
    }

    // MARK: - Measuring

    /// The size `widget` wants when given at most `width` columns; with `compactRows`, lists
    /// and scroll views ask for at most that many rows (they scroll the rest).
    func measure(_ widget: Widget, width: Int, compactRows: Int? = nil) -> Size {
        guard !widget.isHidden, width > 0 else { return .zero }
        switch widget {
        case let stack as Stack:
            return measureStack(stack, width: width, compactRows: compactRows)
        case let scrollView as ScrollView:
            var size = measureScrollView(scrollView, width: width)
            if let compactRows { size.height = min(size.height, compactRows) }
            return size
        case let label as Label:
            guard !label.text.isEmpty else { return .zero }
            let lines = labelLines(label, width: width)
            return Size(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
        case let field as TextField:
            return Size(width: min(width, textFieldContentWidth(field) + 2), height: 1)
        case let button as Button:
            return Size(width: min(width, DisplayWidth.of(button.title) + 4), height: 1)
        case let list as List:
            return Size(width: width, height: max(1, min(list.rows.count, compactRows ?? .max)))
        case let indicator as ActivityIndicator:
            guard indicator.isAnimating else { return .zero }
            let messageWidth = indicator.message.isEmpty ? 0 : DisplayWidth.of(indicator.message) + 1
            return Size(width: min(width, 1 + messageWidth), height: 1)
        default:
            return .zero
        }
    }

    private func measureStack(_ stack: Stack, width: Int, compactRows: Int?) -> Size {
        let spacing = max(0, stack.spacing)
        var total = Size.zero
        var count = 0
        switch stack.axis {
        case .vertical:
            for child in stack.arrangedWidgets {
                let size = measure(child, width: width, compactRows: compactRows)
                guard !size.isEmpty else { continue }
                total.height += size.height + (count > 0 ? spacing : 0)
                total.width = max(total.width, size.width)
                count += 1
            }
        case .horizontal:
            for child in stack.arrangedWidgets {
                let gap = count > 0 ? spacing : 0
                let remaining = width - total.width - gap
                guard remaining > 0 else { break }
                let size = measure(child, width: remaining, compactRows: compactRows)
                guard !size.isEmpty else { continue }
                total.width += gap + size.width
                total.height = max(total.height, size.height)
                count += 1
            }
        }
        return total
    }

    /// Whether `widget` can take less height than it asks for (it is or holds a list or a
    /// scroll view).
    private func isFlexible(_ widget: Widget) -> Bool {
        widget.visibleWidgets.contains { $0 is List || $0 is ScrollView }
    }

    /// Whether `widget` takes all the width it is given beyond what it asks for (it is or holds
    /// a text field or a scroll view).
    private func takesSpareWidth(_ widget: Widget) -> Bool {
        widget.visibleWidgets.contains { $0 is TextField || $0 is ScrollView }
    }

    private func textFieldContentWidth(_ field: TextField) -> Int {
        max(Self.textFieldWidth, DisplayWidth.of(field.placeholder) + 1)
    }

    private func labelLines(_ label: Label, width: Int) -> [String] {
        let text = label.style == .error ? "! " + label.text : label.text
        return TextLayout.wrap(text, to: width)
    }

    // MARK: - Drawing

    /// Draws `widget` in `rect`, clipped to it.
    func draw(_ widget: Widget, in rect: GridRect) {
        guard !widget.isHidden, !rect.isEmpty else { return }
        if widget === focusedWidget { focusedRect = rect }
        switch widget {
        case let scrollView as ScrollView:
            scrollView.overflows = drawScrolled(
                scrollView.content, id: ObjectIdentifier(scrollView), scroller: .scrollView(scrollView),
                axes: scrollView.axes, in: rect)
        case let stack as Stack:
            switch stack.axis {
            case .vertical: drawVertical(stack, in: rect)
            case .horizontal: drawHorizontal(stack, in: rect)
            }
        case let label as Label:
            drawLabel(label, in: rect)
        case let field as TextField:
            drawTextField(field, in: rect)
        case let button as Button:
            drawButton(button, in: rect)
        case let list as List:
            drawList(list, in: rect)
        case let indicator as ActivityIndicator:
            drawIndicator(indicator, in: rect)
        default:
            break
        }
    }

    private func drawVertical(_ stack: Stack, in rect: GridRect) {
        let spacing = max(0, stack.spacing)
        var children: [(widget: Widget, width: Int, height: Int)] = stack.arrangedWidgets.compactMap { child in
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

    private func drawHorizontal(_ stack: Stack, in rect: GridRect) {
        let spacing = max(0, stack.spacing)
        var children: [(widget: Widget, width: Int)] = stack.arrangedWidgets.compactMap { child in
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
                let share = max(Self.minimumStretchedWidth, spare / (stretching.count - count))
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

    private func drawLabel(_ label: Label, in rect: GridRect) {
        let attributes = palette[label.style.role]
        for (offset, line) in labelLines(label, width: rect.width).enumerated() where offset < rect.height {
            grid.put(line, x: rect.x, y: rect.y + offset, attributes: attributes, clip: rect)
        }
    }

    private func drawTextField(_ field: TextField, in rect: GridRect) {
        let focused = isFocused(field)
        let base = palette[field.isEnabled ? .text : .disabled]
        let bracket = focused ? palette[.accent] : base
        let contentWidth = rect.width - 2
        guard contentWidth > 0 else { return }
        let y = rect.y
        hits.add(
            .textField(field), label: field.identifier ?? field.placeholder,
            in: GridRect(x: rect.x, y: y, width: rect.width, height: 1))
        grid.put("[", x: rect.x, y: y, attributes: bracket, clip: rect)
        grid.put("]", x: rect.x + 1 + contentWidth, y: y, attributes: bracket, clip: rect)

        let shown: [Character]
        let textAttributes: CellAttributes
        if field.text.isEmpty {
            shown = Array(field.placeholder)
            textAttributes = palette[.secondary]
        } else {
            shown = field.isSecure ? Array(repeating: "•", count: field.text.count) : Array(field.text)
            textAttributes = base
        }
        let cursorIndex = field.text.isEmpty ? 0 : min(field.cursorOffset, shown.count)

        let start =
            focused ? scrolledStart(of: field, shown: shown, cursorIndex: cursorIndex, contentWidth: contentWidth) : 0
        let area = GridRect(x: rect.x + 1, y: y, width: contentWidth, height: 1)
        var x = area.x
        var cursorX: Int?
        for index in start..<shown.count {
            let character = shown[index]
            let columns = DisplayWidth.of(character)
            guard x + columns <= area.maxX else { break }
            if index == cursorIndex { cursorX = x }
            x = grid.put(String(character), x: x, y: y, attributes: textAttributes, clip: area)
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

    /// The first character of `shown` that the focused `field` shows: the cursor (and the cell
    /// after the text) stays inside its `contentWidth` columns. The field scrolls half its width
    /// at a time from where it was last frame, so typing at the end rewrites the whole field
    /// only once every half width; when all the text fits, it is shown from the start.
    private func scrolledStart(of field: TextField, shown: [Character], cursorIndex: Int, contentWidth: Int) -> Int {
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
        let key = ObjectIdentifier(field)
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

    private func drawButton(_ button: Button, in rect: GridRect) {
        let attributes = isFocused(button) ? palette[.focus] : palette[button.isEnabled ? .text : .disabled]
        let title = TextLayout.truncate(button.title, to: max(1, rect.width - 4))
        let end = grid.put("[ \(title) ]", x: rect.x, y: rect.y, attributes: attributes, clip: rect)
        hits.add(
            .button(button), label: button.title,
            in: GridRect(x: rect.x, y: rect.y, width: min(end, rect.maxX) - rect.x, height: 1))
    }

    private func drawList(_ list: List, in rect: GridRect) {
        guard !list.rows.isEmpty else {
            grid.put("(empty)", x: rect.x, y: rect.y, attributes: palette[.secondary], clip: rect)
            return
        }
        let key = ObjectIdentifier(list)
        let height = rect.height
        var offset = scrollOffsets[key] ?? 0
        if let highlighted = list.highlightedIndex {
            if highlighted < offset { offset = highlighted }
            if highlighted >= offset + height { offset = highlighted - height + 1 }
        }
        offset = max(0, min(offset, list.rows.count - height))
        scrollOffsets[key] = offset
        scrolledWidgets.insert(key)

        let focused = isFocused(list)
        if focused { focusedPageRows = height }
        let end = min(list.rows.count, offset + height)
        // A scrolling list keeps its last two columns for the scroll arrows.
        let scrolls = list.rows.count > height
        if scrolls { hits.addScrollArea(.list(list), in: rect) }
        let markerWidth = 3
        let columnWidths = ListColumns.widths(
            of: list.rows, columnWidths: list.columnWidths, in: rect.width - markerWidth - (scrolls ? 2 : 0))
        for index in offset..<end {
            let row = list.rows[index]
            let y = rect.y + index - offset
            let isHighlighted = index == list.highlightedIndex
            hits.add(
                .listRow(list, index: index), label: row.title,
                in: GridRect(x: rect.x, y: y, width: rect.width, height: 1))
            let marker = (isHighlighted ? ">" : " ") + (index == list.selectedIndex ? "*" : " ") + " "
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
        if end < list.rows.count {
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

    private func drawIndicator(_ indicator: ActivityIndicator, in rect: GridRect) {
        guard indicator.isAnimating else { return }
        isAnimating = true
        let x = grid.put(Spinner.frame(animationStep), x: rect.x, y: rect.y, attributes: palette[.accent], clip: rect)
        if !indicator.message.isEmpty {
            grid.put(" " + indicator.message, x: x, y: rect.y, attributes: palette[.text], clip: rect)
        }
    }
}
