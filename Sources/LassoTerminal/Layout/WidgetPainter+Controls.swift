import Lasso

/// Controls (``Lasso/WidgetPrimitive/control(_:)``): `[ Save ]`, `[x] Wi-Fi`, `(•) Dark`,
/// and segments, where the chosen one is bracketed and drawn in the selection role.
extension WidgetPainter {
    /// What a control shows before its title.
    static func controlMark(_ kind: ControlContent.Kind) -> String {
        switch kind {
        case .button, .segment: ""
        case .checkbox(let isOn): isOn ? "[x] " : "[ ] "
        case .radio(let isSelected): isSelected ? "(•) " : "( ) "
        }
    }

    /// The columns a control asks for.
    static func controlWidth(_ control: ControlContent) -> Int {
        let title = DisplayWidth.of(control.title)
        switch control.kind {
        case .button, .segment: return title + 4
        case .checkbox, .radio: return title + DisplayWidth.of(controlMark(control.kind))
        }
    }

    func drawControl(_ control: ControlContent, of widget: Widget, in rect: GridRect) {
        let focused = isFocused(widget)
        var role: ThemeRole = control.isEnabled ? .text : .disabled
        if case .segment(isSelected: true) = control.kind, control.isEnabled { role = .selection }
        let attributes = focused ? palette[.focus] : palette[role]
        let text: String
        switch control.kind {
        case .button, .segment(isSelected: true):
            text = "[ \(TextLayout.truncate(control.title, to: max(1, rect.width - 4))) ]"
        case .segment(isSelected: false):
            // Brackets mark the chosen segment, so it shows without colour too.
            text = "  \(TextLayout.truncate(control.title, to: max(1, rect.width - 4)))  "
        case .checkbox, .radio:
            let mark = Self.controlMark(control.kind)
            text = mark + TextLayout.truncate(control.title, to: max(1, rect.width - DisplayWidth.of(mark)))
        }
        let end = grid.put(text, x: rect.x, y: rect.y, attributes: attributes, clip: rect)
        hits.add(
            .control(widget), label: control.title,
            in: GridRect(x: rect.x, y: rect.y, width: min(end, rect.maxX) - rect.x, height: 1))
    }
}
