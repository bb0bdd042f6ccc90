import Lasso

/// Draws a window's visible hierarchy into a ``CellGrid``.
///
/// From the top: a tab bar row when the hierarchy shows a tab bar controller, a navigation bar
/// row (title, `< Back` when the stack is deeper than one, `x Close` for a dismissible stack at
/// its root) and a rule, then the top screen's widgets laid out from their stacks. Each modal
/// presentation is a bordered box over its presenter, which stays visible (dimmed) around it:
/// as large as its content needs, centred, and at most the presenter's area.
/// The bottom line lists the keys that work on the current screen. Below
/// ``TerminalSize/minimum`` the frame only says that the terminal is too small.
///
/// Everything is drawn with the roles of the window's theme (``Lasso/Window/theme``), its
/// colours shown at the frame's ``ColorDepth`` (emphasis only at ``ColorDepth/none``, the
/// default).
///
/// Content taller than its area scrolls, as does a
/// ``Lasso/ScrollView``'s, keeping the focused widget in view.
///
/// The renderer keeps state between frames: how far each list, text field, scroll view and
/// scrolling screen is scrolled, so that moving a list's highlight or focus scrolls only as
/// much as needed and typing into a long text
/// scrolls the field by half its width at a time, and the theme last resolved for a depth.
@MainActor
public final class FrameRenderer {
    private var scrollOffsets: [ObjectIdentifier: Int] = [:]
    private var viewportOffsets: [ObjectIdentifier: CellPosition] = [:]
    private var focusMarks: [ObjectIdentifier: FocusMark] = [:]
    private var palette = ThemePalette.monochrome

    /// What the last frame drew where (buttons, fields, rows, tabs, the back item, scroll
    /// areas), recorded while drawing it: what clicks and the wheel are tested against.
    private(set) var hitMap = HitMap.empty
    /// What the last frame's ``TextPanel`` showed (nothing without one), for its scroll keys.
    private(set) var panelExtent = TextPanelView.Extent()

    /// Whether the next frame scrolls every viewport to show the focused widget, even one the
    /// user scrolled away from it (the driver sets it on each key that is not a scroll key).
    var revealsFocus = true

    /// The palette for `theme` at `depth`, resolved again only when either changed.
    private func palette(for theme: Theme, depth: ColorDepth) -> ThemePalette {
        if palette.depth != depth || palette.theme != theme {
            palette = ThemePalette(theme: theme, depth: depth)
        }
        return palette
    }

    /// Creates a renderer.
    public init() {}

    /// Scrolls the viewport `id` names (a scroll view's, or a scrolling screen's root
    /// widget's) by `step` (a page is `page` rows) from where the last frame showed it; the
    /// next frame keeps the offset within the content.
    func scroll(id: ObjectIdentifier, by step: KeyBindings.ScrollStep, page: Int) {
        var offset = viewportOffsets[id] ?? CellPosition(x: 0, y: 0)
        switch step {
        case .up: offset.y -= 1
        case .down: offset.y += 1
        case .left: offset.x -= 1
        case .right: offset.x += 1
        case .pageUp: offset.y -= page
        case .pageDown: offset.y += page
        case .top: offset.y = 0
        case .bottom: offset.y = Int.max / 2
        }
        viewportOffsets[id] = CellPosition(x: max(0, offset.x), y: max(0, offset.y))
    }

    /// Scrolls the viewport `id` names down by `rows` (up when negative), as the wheel does.
    func scroll(id: ObjectIdentifier, byRows rows: Int) {
        let offset = viewportOffsets[id] ?? CellPosition(x: 0, y: 0)
        viewportOffsets[id] = CellPosition(x: offset.x, y: max(0, offset.y + rows))
    }

    /// What the too-small frame says.
    public static let tooSmallMessage = "Terminal too small (need at least \(TerminalSize.minimum))"

    /// Brings `focus` up to date with `window`, then draws the window with that focus.
    public func render(
        _ window: Window, size: TerminalSize, focus: FocusController, animationStep: Int = 0,
        commands: [AppCommand] = [], status: StatusMessage? = nil, showsHelp: Bool = false, panel: TextPanel? = nil,
        colorDepth: ColorDepth = .none, reportsMouse: Bool = true
    ) -> RenderedFrame {
        focus.update(for: window)
        return render(
            window, size: size, focusedWidget: focus.focusedWidget, animationStep: animationStep,
            commands: commands, status: status, showsHelp: showsHelp, panel: panel, colorDepth: colorDepth,
            reportsMouse: reportsMouse
        )
    }

    /// The columns the status line's text has at `size` (in the rule above the help line, a
    /// space each side); a longer text is cut with `…`.
    static func statusWidth(_ size: TerminalSize) -> Int { max(0, size.width - 4) }

    /// Draws `window` at `size`, showing focus on `focusedWidget` (when it is on the top screen)
    /// and the activity indicator's animation at step `animationStep`; `commands` join the
    /// key-help line, and `status` is shown in the rule above it. With `showsHelp`, the help
    /// overlay (every key, from ``KeyBindings``, and with `reportsMouse` what the mouse does) is
    /// drawn over the screen; a `panel` is drawn over everything. Colours are shown at
    /// `colorDepth`. What was drawn where is kept for clicks and the wheel.
    public func render(
        _ window: Window, size: TerminalSize, focusedWidget: Widget? = nil, animationStep: Int = 0,
        commands: [AppCommand] = [], status: StatusMessage? = nil, showsHelp: Bool = false, panel: TextPanel? = nil,
        colorDepth: ColorDepth = .none, reportsMouse: Bool = true
    ) -> RenderedFrame {
        var grid = CellGrid(width: size.width, height: size.height)
        let palette = palette(for: window.theme, depth: colorDepth)
        guard size.isUsable else {
            drawTooSmall(size: size, palette: palette, grid: &grid)
            hitMap = .empty
            return RenderedFrame(grid: grid, cursor: nil, isAnimating: false, isTooSmall: true, keyHelp: [])
        }

        let layers = ScreenLayer.layers(of: window)
        let painter = WidgetPainter(
            grid: grid, focusedWidget: focusedWidget, animationStep: animationStep, scrollOffsets: scrollOffsets,
            viewportOffsets: viewportOffsets, palette: palette, focusMarks: focusMarks, revealsFocus: revealsFocus
        )
        revealsFocus = false
        var area = GridRect(x: 0, y: 0, width: size.width, height: size.height - 2)
        for (index, layer) in layers.enumerated() {
            let isTop = index == layers.count - 1
            painter.showsFocus = isTop
            if index == 0 {
                drawLayer(layer, in: area, isModal: false, painter: painter)
            } else {
                let box = modalSize(of: layer, within: area, painter: painter)
                let frame = ModalBox.frame(width: box.width, height: box.height, in: area)
                ModalBox.draw(
                    frame: frame,
                    behind: GridRect(x: 0, y: 0, width: size.width, height: size.height - 2),
                    title: layer.navigation == nil ? layer.content.title : nil,
                    palette: palette,
                    grid: &painter.grid
                )
                area = frame
                painter.hits.coverAll(byModalIn: frame)
                drawLayer(layer, in: frame.insetBy(dx: 1, dy: 1), isModal: true, painter: painter)
            }
        }
        if layers.isEmpty {
            painter.grid.put("(no screen)", x: 1, y: 1, attributes: palette[.secondary])
        }
        scrollOffsets = painter.scrollOffsets.filter { painter.scrolledWidgets.contains($0.key) }
        viewportOffsets = painter.viewportOffsets.filter { painter.scrolledViewports.contains($0.key) }
        focusMarks = painter.focusMarks.filter { painter.scrolledViewports.contains($0.key) }
        hitMap = painter.hits

        // The key-help line, under a rule.
        let top = layers.last
        let focusable = FocusController.focusableWidgets(of: top?.content)
        let focused = focusable.contains { $0 === focusedWidget } ? focusedWidget : nil
        let screenScrolls = painter.hits.screenArea != nil
        let items =
            KeyHelpLine.items(
                layer: top, focused: focused, focusableCount: focusable.count, screenScrolls: screenScrolls)
            + commands.filter { $0.isShown() }.map {
                KeyHelpLine.Item(key: $0.keyLabel, action: $0.action, priority: $0.priority)
            }
        painter.grid.put(
            String(repeating: "─", count: size.width), x: 0, y: size.height - 2, attributes: palette[.border])
        if let status {
            let rule = GridRect(x: 1, y: size.height - 2, width: size.width - 2, height: 1)
            let text = " " + TextLayout.truncate(TerminalApp.singleLine(status.text), to: Self.statusWidth(size)) + " "
            painter.grid.put(
                text, x: rule.x, y: rule.y, attributes: palette[status.isError ? .error : .accent], clip: rule)
        }
        let helpRect = GridRect(x: 1, y: size.height - 1, width: size.width - 2, height: 1)
        KeyHelpLine.draw(items, in: helpRect, y: size.height - 1, palette: palette, grid: &painter.grid)

        if showsHelp {
            KeyHelpOverlay.draw(
                commands: commands, widgets: focusable, focused: focused, screenScrolls: screenScrolls,
                reportsMouse: reportsMouse,
                in: GridRect(x: 0, y: 0, width: size.width, height: size.height - 2), palette: palette,
                grid: &painter.grid)
        }
        panelExtent = TextPanelView.Extent()
        if let panel {
            panelExtent = TextPanelView.draw(
                panel, in: GridRect(x: 0, y: 0, width: size.width, height: size.height - 2), palette: palette,
                grid: &painter.grid)
            hitMap.coverAll(byModalIn: GridRect(x: 0, y: 0, width: size.width, height: size.height - 2))
        }
        return RenderedFrame(
            grid: painter.grid,
            cursor: painter.cursor,
            isAnimating: painter.isAnimating,
            isTooSmall: false,
            keyHelp: KeyHelpLine.fitting(items, width: helpRect.width).map(\.text),
            focusedPageRows: painter.focusedPageRows
        )
    }

    /// The box a modal layer needs (border included): its tab bar and navigation bar rows and
    /// their rule, its widgets at their natural size with padding as ``drawLayer`` lays them
    /// out (a blank row above and below, a blank column each side), and room for its title.
    private func modalSize(of layer: ScreenLayer, within outer: GridRect, painter: WidgetPainter) -> WidgetPainter.Size
    {
        let borderAndPadding = 4
        let content = painter.measure(layer.content.view, width: outer.width - borderAndPadding)
        var chromeRows = 0
        var chromeWidth = 0
        if let tabBar = layer.tabBar {
            chromeRows += 1
            chromeWidth = TabBarRow.naturalWidth(tabBar)
        }
        if layer.navigation != nil {
            chromeRows += 1
            chromeWidth = max(
                chromeWidth,
                NavigationBarRow.naturalWidth(title: layer.title, affordance: NavigationBarRow.affordance(for: layer)))
        }
        let rule = chromeRows > 0 ? 1 : 0
        let titleInBorder = layer.navigation == nil ? ModalBox.width(forTitle: layer.content.title) : 0
        return WidgetPainter.Size(
            width: max(content.width + borderAndPadding, chromeWidth + 2, titleInBorder),
            height: 2 + chromeRows + rule + 1 + content.height + 1
        )
    }

    /// Draws one layer's chrome and its content controller's widgets inside `rect`.
    private func drawLayer(_ layer: ScreenLayer, in rect: GridRect, isModal: Bool, painter: WidgetPainter) {
        guard !rect.isEmpty else { return }
        var y = rect.y
        if let tabBar = layer.tabBar {
            let tabs = TabBarRow.draw(tabBar, in: rect, y: y, palette: painter.palette, grid: &painter.grid)
            for (index, (tab, title)) in zip(tabs, tabBar.tabTitles).enumerated() {
                painter.hits.add(.tab(index: index), label: title, in: tab)
            }
            y += 1
        }
        let showsNavigationBar = layer.navigation != nil || (!isModal && layer.title != nil)
        if showsNavigationBar {
            let affordance = NavigationBarRow.affordance(for: layer)
            if let item = NavigationBarRow.draw(
                title: layer.title, affordance: affordance, in: rect, y: y, palette: painter.palette,
                grid: &painter.grid)
            {
                painter.hits.add(.back, label: affordance.label, in: item)
            }
            y += 1
        }
        if y > rect.y, y < rect.maxY {
            painter.grid.put(
                String(repeating: "─", count: rect.width), x: rect.x, y: y, attributes: painter.palette[.border],
                clip: rect)
            y += 1
        }
        // One blank row and one blank column of padding around the content.
        let content = GridRect(x: rect.x + 1, y: y + 1, width: rect.width - 2, height: rect.maxY - y - 1)
        painter.drawScreen(layer.content.view, in: content)
    }

    private func drawTooSmall(size: TerminalSize, palette: ThemePalette, grid: inout CellGrid) {
        let lines =
            TextLayout.wrap(Self.tooSmallMessage, to: size.width) + TextLayout.wrap("(now \(size))", to: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < size.height {
            let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
            grid.put(line, x: x, y: top + offset, attributes: palette[offset == 0 ? .title : .text])
        }
    }
}
