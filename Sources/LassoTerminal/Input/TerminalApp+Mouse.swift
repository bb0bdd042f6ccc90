import Lasso

/// Clicks and the wheel, tested against what the last frame drew (the renderer's hit map, made
/// in the same pass that drew the frame): a click goes to the topmost element under the
/// pointer on the top layer, the wheel to the innermost scroll area under it.
extension TerminalApp {
    /// The rows one turn of the wheel scrolls.
    public nonisolated static let wheelRows = 3

    /// Applies one mouse event.
    ///
    /// - Pressing the left button on a button or text field focuses it; releasing it on the
    ///   same button presses it.
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
            return release(region)
        default:
            return .ignored
        }
    }

    private func press(_ region: HitMap.Region) -> KeyOutcome {
        focus.update(for: window)
        switch region.element {
        case .button(let button):
            guard button.isEnabled else { return .ignored }
            focus.focus(button)
        case .textField(let field):
            focus.focus(field)
        case .listRow(let list, let index):
            focus.focus(list)
            list.moveHighlight(by: index - (list.highlightedIndex ?? 0))
        case .tab(let index):
            return selectTab(at: index) ? .handled : .ignored
        case .back:
            break
        }
        return .handled
    }

    private func release(_ region: HitMap.Region) -> KeyOutcome {
        switch region.element {
        case .button(let button):
            guard button.isEnabled else { return .ignored }
            button.tap()
        case .listRow(let list, let index):
            list.select(row: index)
        case .back:
            return goBack() ? .handled : .ignored
        case .textField, .tab:
            return .ignored
        }
        return .handled
    }

    private func scroll(_ scroller: HitMap.Scroller, by rows: Int) {
        switch scroller {
        case .list(let list):
            list.moveHighlight(by: rows)
        case .scrollView(let scrollView):
            renderer.scroll(id: ObjectIdentifier(scrollView), byRows: rows)
            window.setNeedsDisplay()
        case .screen(let root):
            renderer.scroll(id: ObjectIdentifier(root), byRows: rows)
            window.setNeedsDisplay()
        }
    }
}
