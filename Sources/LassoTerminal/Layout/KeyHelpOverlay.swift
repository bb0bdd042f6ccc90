import Lasso

/// The help overlay `?` shows: every key of ``KeyBindings`` grouped by where it works, and the
/// app's own commands, in a box over the screen. A screen too small for all of it shows what
/// fits and says how to see more (a larger terminal).
enum KeyHelpOverlay {
    /// The overlay's lines: a title per group (the keys that work anywhere, and those of the
    /// kinds of widget the screen has, `widgets`; the mouse, with `reportsMouse`), then
    /// `  KEYS  what they do`.
    @MainActor
    static func lines(
        commands: [AppCommand], widgets: Set<KeyBindings.Scope>, widgetCommands: [WidgetKeyCommand] = [],
        reportsMouse: Bool = true
    ) -> [(text: String, isTitle: Bool)] {
        var groups: [(title: String, rows: [(keys: String, summary: String)])] = []
        // The focused widget's own keys first: what the user is most likely looking for.
        if !widgetCommands.isEmpty {
            groups.append(
                (
                    "On the focused widget",
                    widgetCommands.map { ($0.keys.map(\.description).joined(separator: ", "), $0.summary) }
                ))
        }
        for scope in [KeyBindings.Scope.app, .browsing, .textView, .textField, .list, .button, .scrollView, .screen]
        where scope == .app || scope == .browsing || widgets.contains(scope) {
            let rows = KeyBindings.all.filter { $0.scope == scope }.map { ($0.keyNames, $0.summary) }
            groups.append((KeyBindings.title(of: scope), rows))
        }
        if reportsMouse {
            groups.append(("Mouse", mouseRows))
        }
        if !commands.isEmpty {
            groups.append(("This app", commands.map { ($0.keyLabel, $0.action) }))
        }
        let keyWidth = groups.flatMap(\.rows).map { DisplayWidth.of($0.keys) }.max() ?? 0
        var lines: [(String, Bool)] = []
        for group in groups where !group.rows.isEmpty {
            if !lines.isEmpty { lines.append(("", false)) }
            lines.append((group.title, true))
            for row in group.rows {
                let padding = String(repeating: " ", count: max(0, keyWidth - DisplayWidth.of(row.keys)))
                lines.append(("  \(row.keys)\(padding)  \(row.summary)", false))
            }
        }
        return lines
    }

    /// What the mouse does (``TerminalApp/handleMouse(_:)``), for the overlay.
    /// One row, so that the overlay of a screen of buttons still fits 80x24.
    static let mouseRows: [(keys: String, summary: String)] = [
        ("Click, wheel", "act on, or scroll (\(TerminalApp.wheelRows) rows), what is under the pointer")
    ]

    /// Draws the overlay over `area`, for a screen whose focusable widgets are `widgets`, of
    /// which `focused` has focus (and that scrolls, with `screenScrolls`); with `reportsMouse`,
    /// it says what the mouse does.
    @MainActor
    static func draw(
        commands: [AppCommand], widgets: [Widget], focused: Widget? = nil, screenScrolls: Bool = false,
        reportsMouse: Bool = true, in area: GridRect, palette: ThemePalette, grid: inout CellGrid
    ) {
        let title = "Keys (any key or click closes)"
        var scopes = Set(widgets.flatMap(KeyBindings.widgetScopes(of:)))
        if screenScrolls { scopes.insert(.screen) }
        var all = lines(
            commands: commands, widgets: scopes, widgetCommands: focused?.keyCommands ?? [],
            reportsMouse: reportsMouse)
        // Sized to the lines, with a border and two columns of padding on each side.
        let widest = all.map { DisplayWidth.of($0.text) }.max() ?? 0
        let frame = ModalBox.frame(
            width: max(widest + 6, ModalBox.width(forTitle: title)), height: all.count + 2, in: area)
        ModalBox.draw(frame: frame, behind: area, title: title, palette: palette, grid: &grid)
        let inside = frame.insetBy(dx: 3, dy: 1)
        guard !inside.isEmpty else { return }
        if all.count > inside.height {
            all = Array(all.prefix(max(0, inside.height - 1))) + [("… more in a taller terminal", false)]
        }
        for (offset, line) in all.enumerated() {
            grid.put(
                TextLayout.truncate(line.text, to: inside.width), x: inside.x, y: inside.y + offset,
                attributes: palette[line.isTitle ? .title : .text], clip: inside)
        }
    }
}
