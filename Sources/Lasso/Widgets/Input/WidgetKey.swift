/// A key, as a widget's own key commands name it (``WidgetKeyCommand``): the same on every
/// renderer, which maps its own key events onto these.
public enum WidgetKey: Sendable, Hashable, CustomStringConvertible {
    /// A printable character (`"+"`, `"x"`, `" "` for Space).
    case character(Character)
    /// Enter / Return.
    case enter
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
    /// Backspace.
    case backspace
    /// Delete.
    case delete
    /// Control plus a letter, lowercased.
    case control(Character)
    /// Alt (Meta) plus a character.
    case alt(Character)

    /// The key as help text names it (`"Space"`, `"←"`, `"Ctrl-A"`).
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        // Letters as the keycap shows them, as with Ctrl (Alt-Shift combinations are not keys here).
        case .alt(let character): "Alt-\(character.isLetter ? character.uppercased() : String(character))"
        }
    }
}

/// A key a widget answers while it has focus, with what it does: a custom widget's own keys.
/// Renderers look them up after the app's keys and before the keys of the widget's content
/// kind, and list them in their key help.
public struct WidgetKeyCommand {
    /// The keys that run it.
    public var keys: [WidgetKey]
    /// What it does, for the key help ("rate higher").
    public var summary: String
    /// Runs it.
    public var perform: @MainActor () -> Void

    /// Creates a key command.
    public init(_ keys: [WidgetKey], _ summary: String, perform: @escaping @MainActor () -> Void) {
        self.keys = keys
        self.summary = summary
        self.perform = perform
    }
}
