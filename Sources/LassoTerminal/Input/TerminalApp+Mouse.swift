import Lasso

/// Clicks and the wheel, tested against what the last frame drew (the renderer's hit map, made
/// in the same pass that drew the frame): a click goes to the topmost element under the
/// pointer on the top layer, the wheel to the innermost scroll area under it.
extension TerminalApp {
    /// The rows one turn of the wheel scrolls.
    public nonisolated static let wheelRows = 3

    /// Applies one mouse event.
    ///
    /// - Pressing the left button on a control, text input or canvas focuses it; releasing it
    ///   on the same control activates it (a canvas hears where it was clicked).
    /// - Pressing on a list row focuses the list and highlights the row; releasing on the same
    ///   row selects it, as Enter does.
    /// - Pressing on a tab selects it; releasing on `< Back` or `x Close` goes back, as Esc does.
    /// - The wheel scrolls the scroll view, the screen or the list under the pointer by
    ///   ``wheelRows`` rows (a list moves its highlight).
    /// - With the help overlay shown, a click closes it.
    ///
    /// Clicks on nothing, outside the top modal, with other buttons, and pointer motion do
    /// nothing.
    @discardableResult
    public func handleMouse(_ event: MouseEvent) -> KeyOutcome {
        let map = currentHitMap
        if isShowingHelp {
            guard event.action == .press, !event.button.isWheel else { return .ignored }
            isShowingHelp = false
            return .handled
        }
        switch (event.button, event.action) {
        case (.wheelUp, .press), (.wheelDown, .press):
            guard let area = map.scrollArea(at: event.position) else { return .ignored }
            scroll(area.scroller, by: event.button == .wheelUp ? -Self.wheelRows : Self.wheelRows)
            return .handled
        case (.left, .press):
            pressedRegion = map.region(at: event.position)
            guard let region = pressedRegion else { return .ignored }
            return press(region)
        case (.left, .release):
            defer { pressedRegion = nil }
            guard let pressed = pressedRegion, let region = map.region(at: event.position),
                region.rect == pressed.rect, region.label == pressed.label
            else { return .ignored }
            return release(region, at: event.position)
        default:
            return .ignored
        }
    }

    private func press(_ region: HitMap.Region) -> KeyOutcome {
        focus.update(for: window)
        switch region.element {
        case .control(let widget), .canvas(let widget):
            guard widget.acceptsFocus else { return .ignored }
            focus.focus(widget)
        case .textInput(let widget):
            focus.focus(widget)
        case .row(let widget, _, let index):
            focus.focus(widget)
            try? widget.perform(.moveHighlight(.row(index)))
        case .columnHeader(let widget, _, _):
            focus.focus(widget)
        case .tab(let index):
            return selectTab(at: index) ? .handled : .ignored
        case .back:
            break
        }
        return .handled
    }

    private func release(_ region: HitMap.Region, at position: CellPosition) -> KeyOutcome {
        switch region.element {
        case .control(let widget):
            guard widget.acceptsFocus, (try? widget.perform(.activate)) != nil else { return .ignored }
        case .canvas(let widget):
            let click = UserIntent.click(column: position.x - region.rect.x, row: position.y - region.rect.y)
            guard (try? widget.perform(click)) != nil else { return .ignored }
        case .row(let widget, _, let index):
            guard (try? widget.perform(.selectRow(index))) != nil else { return .ignored }
        case .columnHeader(let widget, _, let column):
            guard (try? widget.perform(.tapColumnHeader(column))) != nil else { return .ignored }
        case .back:
            return goBack() ? .handled : .ignored
        case .textInput, .tab:
            return .ignored
        }
        return .handled
    }

    private func scroll(_ scroller: HitMap.Scroller, by rows: Int) {
        switch scroller {
        case .rows(let widget, _):
            try? widget.perform(.moveHighlight(.rows(rows)))
        case .scrollView(let widget), .screen(let widget):
            renderer.scroll(id: ObjectIdentifier(widget), byRows: rows)
            window.setNeedsDisplay()
        }
    }
}
