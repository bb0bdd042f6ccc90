/// One thing the user did: a key, typed or pasted text, or a mouse button or wheel
/// (``mouse(_:)``), decoded from terminal bytes by ``KeyDecoder``. (Called `KeyEvent` before
/// 1.1.0, when it carried keys only.)
public enum InputEvent: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Typed text: one or more printable characters (never control characters).
    case text(String)
    /// Text pasted in one piece (bracketed paste). Only text fields take it.
    case paste(String)
    /// Enter / Return.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (deletes before the cursor).
    case backspace
    /// Delete (deletes after the cursor).
    case delete
    /// A lone Escape key press.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Function key F1…F12 (the associated value is 1…12).
    case function(Int)
    /// Control plus a letter, lowercased (`.control("c")` is Ctrl-C).
    case control(Character)
    /// Alt (Meta) plus a printable character.
    case alt(Character)
    /// A mouse button or wheel (while mouse reporting is on).
    case mouse(MouseEvent)
    /// Shift with an arrow, Home or End: extends a text selection.
    indirect case shifted(InputEvent)

    /// Ctrl-C, which quits.
    public static let interrupt = InputEvent.control("c")

    /// A short readable name: `"enter"`, `"f1"`, `"ctrl-c"`, `"text(\"ab\")"`.
    public var description: String {
        switch self {
        case .text(let text): "text(\(text.debugDescription))"
        case .paste(let text): "paste(\(text.debugDescription))"
        case .enter: "enter"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .escape: "esc"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .function(let number): "f\(number)"
        case .control(let letter): "ctrl-\(letter)"
        case .alt(let character): "alt-\(character)"
        case .mouse(let event): "mouse(\(event))"
        case .shifted(let key): "shift-\(key)"
        }
    }

    /// The key a script names (`"enter"`, `"shift-tab"`, `"f3"`, `"ctrl-c"`, `"pgdn"`…),
    /// case-insensitive; `nil` for an unknown name.
    public init?(keyName: String) {
        let name = keyName.lowercased().trimmingCharacters()
        switch name {
        case "enter", "return": self = .enter
        case "tab": self = .tab
        case "shift-tab", "backtab", "s-tab": self = .backTab
        case "backspace", "bs": self = .backspace
        case "delete", "del": self = .delete
        case "esc", "escape": self = .escape
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "home": self = .home
        case "end": self = .end
        case "pageup", "page-up", "pgup": self = .pageUp
        case "pagedown", "page-down", "pgdn": self = .pageDown
        case "space": self = .text(" ")
        default:
            if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
                self = .function(number)
            } else if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isASCII, letter.isLetter
            {
                self = .control(letter)
            } else if name.hasPrefix("shift-"), let key = InputEvent(keyName: String(name.dropFirst(6))),
                Self.shiftable.contains(key)
            {
                self = .shifted(key)
            } else if name.hasPrefix("alt-"), name.count == 5, let character = name.last, !character.isWhitespace {
                self = .alt(character)
            } else if keyName.count == 1, let character = keyName.first, !character.isWhitespace,
                character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
            {
                // One printable character: the key that types it (`press ?`, `press q`).
                self = .text(String(character))
            } else {
                return nil
            }
        }
    }

    /// The keys Shift extends a text selection with (``shifted(_:)``).
    public static let shiftable: Set<InputEvent> = [.left, .right, .up, .down, .home, .end]

    /// The names ``init(keyName:)`` understands, for error messages.
    public static let keyNames =
        "enter, tab, shift-tab, esc, up, down, left, right, home, end, "
        + "shift-left, shift-right, shift-up, shift-down, shift-home, shift-end, "
        + "page-up, page-down, backspace, delete, space, f1…f12, ctrl-A…ctrl-Z, alt-X, or one character (?, q)"
}
