import Lasso

/// Events from the page: each becomes what the same key or click does in the terminal
/// (``Widget/activate()``, a row selected, ``ScreenLayer/goBack()``, …), on a widget of the top
/// layer of the last frame, visible and enabled.
extension WebRenderer {
    /// Does what `event` says the user did. Throws, doing nothing, when it names no widget of the
    /// top screen the page shows, or one that does not take it.
    public func apply(_ event: WebEvent) throws(WebEventError) {
        defer { window.inputHandled() }
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

    /// Translates `event` into what the user meant (``Lasso/UserIntent``) and has the widget do
    /// it; a key is the widget's own key command, else a key rows take (``Lasso/UserIntent/rowKeys``).
    private func apply(_ event: WebEvent, to widget: Widget) throws(WebEventError) {
        let intent: UserIntent
        switch event.kind {
        case .activate: intent = .activate
        case .input: intent = .replaceText(event.value ?? "")
        case .submit: intent = .submit
        case .select: intent = .selectRow(try Self.required(event.index, "row"))
        case .header: intent = .tapColumnHeader(try Self.required(event.index, "column"))
        case .disclose: intent = .disclose(row: try Self.required(event.index, "row"))
        case .click:
            intent = .click(column: try Self.required(event.x, "column"), row: try Self.required(event.y, "row"))
        case .page:
            guard case .rows = widget.primitive else { throw WebEventError("the widget does not take 'page'") }
            return showRows(of: widget, from: event.index ?? 0)
        case .key:
            let name = event.value ?? ""
            if let command = widget.keyCommands.first(where: { $0.keys.contains { WebKeys.name($0) == name } }) {
                return command.perform()
            }
            guard case .rows = widget.primitive,
                let rowIntent = UserIntent.rowKeys.first(where: { WebKeys.name($0.key) == name })?.intent
            else { throw WebEventError("the widget does not take the key '\(name)'") }
            intent = rowIntent
        case .back, .tab:
            throw WebEventError("'\(event.kind.rawValue)' names no widget")
        }
        do throws(IntentRefusal) {
            try widget.perform(intent, pageRows: Self.rowPageSize)
        } catch {
            throw WebEventError(error.description)
        }
    }

    /// An event's number, or why the event is refused without it.
    private static func required(_ number: Int?, _ what: String) throws(WebEventError) -> Int {
        guard let number else { throw WebEventError("there is no \(what) (none given)") }
        return number
    }
}
