import Lasso

/// Keys as the page names them: the browser's `KeyboardEvent.key` (`ArrowUp`, `Enter`, `+`),
/// `Space` for the space bar, with `Ctrl+` and `Alt+` before a key pressed with them. The page
/// forwards a key only when the focused widget lists it (`data-keys`), so the browser keeps
/// every other key (Tab, typing, its own shortcuts).
enum WebKeys {
    /// `key` as the page names it.
    static func name(_ key: WidgetKey) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .up: "ArrowUp"
        case .down: "ArrowDown"
        case .left: "ArrowLeft"
        case .right: "ArrowRight"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .control(let letter): "Ctrl+\(letter)"
        case .alt(let character): "Alt+\(character)"
        @unknown default: "\(key)"
        }
    }

    /// The keys every rows widget takes (``Lasso/UserIntent/rowKeys``), as the page names them.
    static let rowKeys = UserIntent.rowKeys.map { name($0.key) }
}
