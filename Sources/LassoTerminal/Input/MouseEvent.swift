/// One thing the user did with the mouse, decoded by ``KeyDecoder`` from an SGR mouse report
/// (`ESC [ < b ; x ; y M` for a press, `m` for a release), which terminals send while the app
/// has mouse reporting on (``TerminalScreen/reportsMouse``).
public struct MouseEvent: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Which button, or which way the wheel turned.
    public enum Button: Sendable, Equatable, Hashable {
        case left, middle, right
        /// The wheel turned up (away from the user): content moves down, showing what is above.
        case wheelUp
        /// The wheel turned down (towards the user).
        case wheelDown
        /// The wheel tilted, or a button past the third (`code` as the report numbers it).
        case other(code: Int)

        /// Whether this is a turn of the wheel (which has no release).
        public var isWheel: Bool { self == .wheelUp || self == .wheelDown }
    }

    /// Whether the button went down or came up.
    public enum Action: Sendable, Equatable, Hashable {
        case press, release
        /// The pointer moved (with a button held, or with none when all motion is reported).
        case motion
    }

    /// The modifier keys held.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1)
        public static let alt = Modifiers(rawValue: 2)
        public static let control = Modifiers(rawValue: 4)
    }

    /// The button.
    public var button: Button
    /// Press, release or motion.
    public var action: Action
    /// The modifier keys held.
    public var modifiers: Modifiers
    /// The cell under the pointer, zero-based from the top left.
    public var position: CellPosition

    /// Creates an event.
    public init(_ button: Button, _ action: Action = .press, at position: CellPosition, modifiers: Modifiers = []) {
        self.button = button
        self.action = action
        self.modifiers = modifiers
        self.position = position
    }

    /// The event an SGR report describes: `code` is its first parameter (button and modifier
    /// bits), `column` and `row` are one-based, `isRelease` is whether it ended in `m`. `nil`
    /// when the report is not a possible one (a position before the first cell).
    init?(sgrCode code: Int, column: Int, row: Int, isRelease: Bool) {
        guard code >= 0, column >= 1, row >= 1 else { return nil }
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let isMotion = code & 32 != 0
        let number = (code & 3) | (code >> 6) << 2
        switch number {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        case 4: button = .wheelUp
        case 5: button = .wheelDown
        // 3 is "no button": motion with nothing held, or an X10-style release.
        default: button = .other(code: number)
        }
        action = isMotion ? .motion : (isRelease ? .release : .press)
        self.modifiers = modifiers
        position = CellPosition(x: column - 1, y: row - 1)
    }

    /// The SGR report a terminal sends for this event (``init(sgrCode:column:row:isRelease:)``
    /// reads it back): what a script's `click` feeds the decoder.
    public var sgrReport: String {
        let number: Int
        switch button {
        case .left: number = 0
        case .middle: number = 1
        case .right: number = 2
        case .wheelUp: number = 4
        case .wheelDown: number = 5
        case .other(let code): number = max(0, code)
        }
        var code = (number & 3) | (number >> 2) << 6
        if modifiers.contains(.shift) { code |= 4 }
        if modifiers.contains(.alt) { code |= 8 }
        if modifiers.contains(.control) { code |= 16 }
        if action == .motion { code |= 32 }
        return "\u{1B}[<\(code);\(position.x + 1);\(position.y + 1)\(action == .release ? "m" : "M")"
    }

    /// `"left press at 9,4"`.
    public var description: String {
        "\(button) \(action) at \(position.x),\(position.y)"
            + (modifiers.isEmpty ? "" : " with modifiers \(modifiers.rawValue)")
    }
}
