import Lasso

/// Events from the page: each becomes what the same key or click does in the terminal
/// (``Widget/activate()``, a row selected, ``ScreenLayer/goBack()``, …), on a widget of the top
/// layer of the last frame, visible and enabled.
extension WebRenderer {
    /// Does what `event` says the user did. Throws, doing nothing, when it names no widget of the
    /// top screen the page shows, or one that does not take it.
    public func apply(_ event: WebEvent) throws(WebEventError) {
        switch event.kind {
        case .back:
            guard ScreenLayer.layers(of: window).last?.goBack() == true else {
                throw WebEventError("there is nowhere to go back to")
            }
            return
        case .tab:
            guard let tabBar = ScreenLayer.layers(of: window).last?.tabBar, let index = event.index,
                tabBar.viewControllers.indices.contains(index)
            else { throw WebEventError("there is no tab \(event.index.map(String.init) ?? "(none given)")") }
            tabBar.selectedIndex = index
            return
        default:
            break
        }
        guard let key = event.key, let widget = shownWidget(key) else {
            throw WebEventError("no widget '\(event.key ?? "")' is on the screen (the page may be out of date)")
        }
        try apply(event, to: widget)
    }

    private func apply(_ event: WebEvent, to widget: Widget) throws(WebEventError) {
        let primitive = widget.primitive
        switch (event.kind, primitive) {
        case (.activate, .control(let control)):
            guard control.isEnabled else { throw WebEventError("'\(control.title)' is disabled") }
            widget.activateByUser()
        case (.activate, .text) where widget.recognizesTaps:
            widget.activateByUser()
        case (.input, .textInput(let editor)):
            guard editor.isEnabled else { throw WebEventError("the field is disabled") }
            editor.replaceText(byUser: event.value ?? "")
        case (.submit, .textInput(let editor)):
            guard editor.isEnabled, editor.submitsOnEnter else { throw WebEventError("the field does not submit") }
            widget.activate()
        case (.select, .rows(let source)):
            guard let row = event.index, (0..<source.rowCount).contains(row) else {
                throw WebEventError("there is no row \(event.index.map(String.init) ?? "(none given)")")
            }
            source.select(row: row)
        case (.header, .rows(let source)):
            guard let column = event.index, source.columnTitles.indices.contains(column) else {
                throw WebEventError("there is no column \(event.index.map(String.init) ?? "(none given)")")
            }
            source.didTapColumnHeader(column)
        case (.page, .rows):
            showRows(of: widget, from: event.index ?? 0)
        case (.disclose, .rows(let source)):
            // As a tree's own keys do it: the row highlighted, then → expands or ← collapses.
            guard let row = event.index, (0..<source.rowCount).contains(row),
                let isExpanded = source.row(at: row).isExpanded
            else { throw WebEventError("row \(event.index.map(String.init) ?? "(none given)") has nothing to expand") }
            source.moveHighlight(by: row - (source.highlightedIndex ?? 0))
            let key: WidgetKey = isExpanded ? .left : .right
            guard let command = widget.keyCommands.first(where: { $0.keys.contains(key) }) else {
                throw WebEventError("the widget does not expand rows")
            }
            command.perform()
        case (.click, .canvas(let canvas)):
            guard let x = event.x, let y = event.y, (0..<canvas.width).contains(x), (0..<canvas.height).contains(y)
            else { throw WebEventError("the click is outside the widget") }
            widget.didClick(atColumn: x, row: y)
        case (.key, _):
            let name = event.value ?? ""
            if let command = widget.keyCommands.first(where: { $0.keys.contains { WebKeys.name($0) == name } }) {
                command.perform()
            } else if case .rows(let source) = primitive, rowKey(name, on: source) {
                return
            } else {
                throw WebEventError("the widget does not take the key '\(name)'")
            }
        default:
            throw WebEventError("the widget does not take '\(event.kind.rawValue)'")
        }
    }

    /// Does what the key `name` does on rows; returns whether it is one of theirs.
    private func rowKey(_ name: String, on source: any RowSource) -> Bool {
        let page = Self.rowPageSize
        switch name {
        case "ArrowUp": source.moveHighlight(by: -1)
        case "ArrowDown": source.moveHighlight(by: 1)
        case "PageUp": source.moveHighlight(by: -page)
        case "PageDown": source.moveHighlight(by: page)
        case "Home": source.moveHighlight(by: -source.rowCount)
        case "End": source.moveHighlight(by: source.rowCount)
        case "Enter", "Space":
            guard let row = source.highlightedIndex else { return true }
            source.select(row: row)
        default: return false
        }
        return true
    }
}
