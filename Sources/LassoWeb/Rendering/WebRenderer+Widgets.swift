import Lasso

/// Widgets: each ``WidgetPrimitive`` as the DOM element a browser user expects — a button is a
/// `<button>`, a text field an `<input>`, rows a table or a list box — with its ARIA role and
/// label. The only place primitives become elements.
extension WebRenderer {
    /// The element `widget` is drawn as, or `nil` when it shows nothing (hidden, empty).
    func element(for widget: Widget) -> WebElement? {
        guard !widget.isHidden else { return nil }
        let key = key(for: widget)
        var element: WebElement
        switch widget.primitive {
        case .empty:
            return nil
        case .group(let layout):
            element = group(widget, layout: layout)
        case .text(let content) where widget.recognizesTaps:
            // A label with a tap recognizer: a click activates it, as a button's does.
            element = text(content)
            element.attributes += [.init("role", "button"), .init("tabindex", "0"), .init("data-ev", "activate")]
        case .text(let content):
            element = text(content)
        case .control(let control):
            element = self.control(control)
            // A choice's options are one Tab stop (``Lasso/Widget/tabStop``), as in the terminal:
            // only the entry is in the page's Tab order; the arrows move among the rest (lasso.js).
            if widget.tabStop?.isEntry == false { element = Self.outOfTabOrder(element) }
        case .textInput(let editor):
            element = textInput(editor, label: widget.accessibilityLabel)
        case .rows(let source):
            element = rows(source, of: widget, label: widget.accessibilityLabel)
        case .scroll:
            element = WebElement(
                "div", [.init("class", "scroll"), .init("tabindex", "0")],
                children: widget.subwidgets.prefix(1).compactMap { self.element(for: $0).map(WebNode.element) })
        case .progress(let progress):
            guard let made = self.progress(progress) else { return nil }
            element = made
        case .chart(let chart):
            guard !chart.values.isEmpty else { return nil }
            element = self.chart(chart)
        case .canvas(let canvas):
            element = self.canvas(canvas, label: widget.accessibilityLabel)
        @unknown default:
            return nil
        }
        element.key = key
        if let identifier = widget.identifier { element.attributes.append(.init("data-name", identifier)) }
        let keys = widget.keyCommands.flatMap(\.keys).map(WebKeys.name)
        if !keys.isEmpty {
            let existing = element[attribute: "data-keys"].map { $0 + " " } ?? ""
            element.attributes.removeAll { $0.name == "data-keys" }
            element.attributes.append(.init("data-keys", existing + keys.joined(separator: " ")))
            element.attributes.append(.init("data-key-help", WebKeyHelp.widgetKeys(widget.keyCommands)))
            if element[attribute: "tabindex"] == nil { element.attributes.append(.init("tabindex", "0")) }
        }
        return element
    }

    private func group(_ widget: Widget, layout: WidgetLayout) -> WebElement {
        var children = widget.subwidgets.compactMap { element(for: $0).map(WebNode.element) }
        let axis = layout.axis == .horizontal ? "row" : "column"
        var attributes: [WebElement.Attribute] = [.init("class", "group \(axis) gap-\(min(4, max(0, layout.spacing)))")]
        let options = widget.subwidgets.filter { !$0.isHidden }.map(\.primitive)
        if !options.isEmpty, options.allSatisfy({ if case .control(let c) = $0, c.isOption { true } else { false } }) {
            attributes.append(.init("role", "radiogroup"))
            if let label = widget.accessibilityLabel ?? layout.title { attributes.append(.init("aria-label", label)) }
        }
        guard let title = layout.title else { return WebElement("div", attributes, children: children) }
        children.insert(.element(WebElement("legend", children: [.text(title)])), at: 0)
        return WebElement("fieldset", attributes, children: children)
    }

    private func text(_ content: TextContent) -> WebElement {
        var children: [WebNode] = []
        // The marker goes with the text: an empty error label shows nothing.
        if !content.prefix.isEmpty, !content.text.isEmpty {
            children.append(
                .element(
                    WebElement(
                        "span", [.init("class", "prefix"), .init("aria-hidden", "true")],
                        children: [.text(content.prefix)])
                ))
        }
        children.append(.text(content.text))
        return WebElement("p", [.init("class", "text role-\(content.role.rawValue)")], children: children)
    }

    private func control(_ control: ControlContent) -> WebElement {
        var attributes: [WebElement.Attribute] = []
        if !control.isEnabled { attributes.append(.init("disabled", "")) }
        switch control.kind {
        case .button:
            return WebElement(
                "button", [.init("type", "button"), .init("data-ev", "activate")] + attributes,
                children: [.text(control.title)])
        case .segment(let isSelected):
            return WebElement(
                "button",
                [
                    .init("type", "button"), .init("class", "segment"), .init("role", "radio"),
                    .init("aria-checked", isSelected ? "true" : "false"), .init("data-ev", "activate"),
                ] + attributes, children: [.text(control.title)])
        case .checkbox(let isOn), .radio(let isOn):
            let type = if case .checkbox = control.kind { "checkbox" } else { "radio" }
            var input: [WebElement.Attribute] = [.init("type", type), .init("data-ev", "activate")]
            if isOn { input.append(.init("checked", "")) }
            return WebElement(
                "label", [.init("class", type)],
                children: [.element(WebElement("input", input + attributes)), .text(control.title)])
        @unknown default:
            return WebElement("span", children: [.text(control.title)])
        }
    }

    /// `element` focusable by the arrows and by a click but not by Tab: the element itself, or
    /// the `<input>` of a radio button's `<label>`.
    private static func outOfTabOrder(_ element: WebElement) -> WebElement {
        var element = element
        guard element.tag == "label" else {
            element.attributes.append(.init("tabindex", "-1"))
            return element
        }
        element.children = element.children.map { child in
            guard case .element(var input) = child, input.tag == "input" else { return child }
            input.attributes.append(.init("tabindex", "-1"))
            return .element(input)
        }
        return element
    }

    private func textInput(_ editor: TextEditor, label: String?) -> WebElement {
        var attributes: [WebElement.Attribute] = [.init("data-ev", "input")]
        if let label, !label.isEmpty { attributes.append(.init("aria-label", label)) }
        if !editor.placeholder.isEmpty { attributes.append(.init("placeholder", editor.placeholder)) }
        if !editor.isEnabled { attributes.append(.init("disabled", "")) }
        if editor.submitsOnEnter { attributes.append(.init("data-submit", "")) }
        if editor.isSecure {
            // A secret's text never reaches the page (``Lasso/Secret``): the page keeps what was
            // typed; the server says only when it emptied the field.
            if editor.text.isEmpty { attributes.append(.init("data-empty", "")) }
        } else {
            attributes.append(.init("value", editor.text))
        }
        guard !editor.allowsNewlines else {
            return WebElement("textarea", [.init("rows", String(editor.preferredLines))] + attributes)
        }
        var input: [WebElement.Attribute] = [.init("type", editor.isSecure ? "password" : "text")]
        if let width = editor.maximumWidth { input.append(.init("size", String(max(1, width)))) }
        return WebElement("input", input + attributes)
    }

    private func progress(_ progress: ProgressContent) -> WebElement? {
        var children: [WebNode] = []
        guard let fraction = progress.fraction else {
            guard progress.isActive else { return nil }
            children.append(.element(WebElement("span", [.init("class", "spinner"), .init("aria-hidden", "true")])))
            children.append(.text(progress.label))
            return WebElement("div", [.init("class", "activity"), .init("role", "status")], children: children)
        }
        let percent = String(Int((fraction * 100).rounded(.down)))
        var bar: [WebElement.Attribute] = [.init("max", "100"), .init("value", percent)]
        if !progress.label.isEmpty { bar.append(.init("aria-label", progress.label)) }
        if !progress.label.isEmpty { children.append(.element(WebElement("span", children: [.text(progress.label)]))) }
        children.append(.element(WebElement("progress", bar, children: [.text(percent + "%")])))
        children.append(.element(WebElement("span", [.init("class", "percent")], children: [.text(percent + "%")])))
        return WebElement("div", [.init("class", "progress")], children: children)
    }

    private func chart(_ chart: ChartContent) -> WebElement {
        var children: [WebNode] = []
        if !chart.title.isEmpty { children.append(.element(WebElement("figcaption", children: [.text(chart.title)]))) }
        let values = chart.values.map { $0.isFinite ? $0 : 0 }
        switch chart.style {
        case .sparkline:
            let spoken = values.suffix(Self.sparklineLength).map(ChartContent.formatted).joined(separator: ", ")
            children.append(
                .element(
                    WebElement(
                        "span",
                        [.init("class", "spark role-accent"), .init("role", "img"), .init("aria-label", spoken)],
                        children: [.text(chart.sparkline(fitting: Self.sparklineLength))])))
            return WebElement("figure", [.init("class", "chart sparkline")], children: children)
        case .bars:
            let top = max(values.max() ?? 0, 0)
            let rows: [WebNode] = values.enumerated().map { index, value in
                let label = index < chart.labels.count ? chart.labels[index] : ""
                return .element(
                    WebElement(
                        "tr",
                        children: [
                            .element(WebElement("th", [.init("scope", "row")], children: [.text(label)])),
                            .element(
                                WebElement(
                                    "td",
                                    children: [
                                        .element(
                                            WebElement(
                                                "meter",
                                                [
                                                    .init("min", "0"), .init("max", ChartContent.formatted(top)),
                                                    .init("value", ChartContent.formatted(max(0, value))),
                                                ]))
                                    ])),
                            .element(WebElement("td", children: [.text(ChartContent.formatted(value))])),
                        ]))
            }
            children.append(.element(WebElement("table", children: rows)))
            return WebElement("figure", [.init("class", "chart bars")], children: children)
        @unknown default:
            return WebElement("figure", [.init("class", "chart")], children: children)
        }
    }

    /// The values a sparkline shows at most.
    static let sparklineLength = 60

    private func canvas(_ content: CanvasContent, label: String?) -> WebElement {
        var canvas = TextCanvas(width: content.width, height: content.height)
        content.draw(&canvas)
        var children: [WebNode] = []
        for y in 0..<canvas.height {
            if y > 0 { children.append(.text("\n")) }
            var run = ""
            var role: ThemeRole?
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.role != role, !run.isEmpty, let role {
                    children.append(
                        .element(WebElement("span", [.init("class", "role-\(role.rawValue)")], children: [.text(run)])))
                    run = ""
                }
                role = cell.role
                run.append(cell.character)
            }
            if let role, !run.isEmpty {
                children.append(
                    .element(WebElement("span", [.init("class", "role-\(role.rawValue)")], children: [.text(run)])))
            }
        }
        var attributes: [WebElement.Attribute] = [
            .init("class", "canvas"), .init("data-ev", "canvas"), .init("data-cols", String(canvas.width)),
            .init("data-rows", String(canvas.height)),
        ]
        if let label, !label.isEmpty {
            attributes.append(contentsOf: [.init("role", "img"), .init("aria-label", label)])
        }
        return WebElement("pre", attributes, children: children)
    }
}

extension ControlContent {
    /// Whether the control is one option of a choice (a radio button or a segment).
    var isOption: Bool {
        switch kind {
        case .radio, .segment: true
        case .button, .checkbox: false
        @unknown default: false
        }
    }
}
