import Lasso

extension InputEvent {
    /// The key as help text names it (`"Enter"`, `"Ctrl-R"`, `"Shift-Tab"`, `"F1"`, `"↑"`): the
    /// one name every key list shows (the `?` overlay, the key-help line, `run --help`,
    /// docs/keys.md). A key a widget can answer is named as ``Lasso/WidgetKey`` names it.
    public var label: String {
        if let widgetKey = KeyBindings.widgetKey(for: self) { return widgetKey.description }
        switch self {
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .function(let number): return "F\(number)"
        case .shifted(let key): return "Shift-\(key.label)"
        case .text(let text): return text == " " ? "Space" : text
        case .paste: return "Paste"
        case .mouse: return "Mouse"
        default: return description
        }
    }

    /// The labels of `keys` as one name: `"←, Ctrl-B"`; `compact`, for the key-help line, keys of
    /// one character run together (`"↑↓"`) and others are joined by `/` with Page Up and Page
    /// Down shortened (`"PgUp/PgDn"`).
    public static func label(of keys: [InputEvent], compact: Bool = false) -> String {
        guard compact else { return keys.map(\.label).joined(separator: ", ") }
        let labels = keys.map { key in
            switch key {
            case .pageUp: "PgUp"
            case .pageDown: "PgDn"
            default: key.label
            }
        }
        return labels.joined(separator: labels.allSatisfy { $0.count == 1 } ? "" : "/")
    }
}
