import Lasso

/// The escape sequences the terminal front end writes.
enum ANSI {
    static let escape = "\u{1B}["
    /// Switch to the alternate screen (saving the main one).
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Back to the main screen.
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// Pasted text comes between ESC [200~ and ESC [201~.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"
    /// The terminal shows nothing of a frame until it is complete (ignored by terminals without
    /// support).
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"
    /// Don't wrap at the right margin, so writing the last column never scrolls.
    static let disableAutoWrap = "\u{1B}[?7l"
    static let enableAutoWrap = "\u{1B}[?7h"
    /// Report mouse buttons and the wheel (1000: presses and releases, no motion), as SGR
    /// sequences (1006: `ESC [ < b ; x ; y M`, any column, release says which button).
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"
    static let clearScreen = "\u{1B}[2J"
    static let resetAttributes = "\u{1B}[0m"

    /// Everything that restores the user's terminal, in one string. Mouse reporting is turned
    /// off whether or not the session turned it on (harmless when it did not), so every restore
    /// path — leaving, suspending, a crash — undoes it.
    static let restore =
        resetAttributes + disableMouse + disableBracketedPaste + enableAutoWrap + showCursor + leaveAlternateScreen

    /// Moves the cursor to zero-based column `x`, row `y`.
    static func moveCursor(x: Int, y: Int) -> String {
        "\u{1B}[\(y + 1);\(x + 1)H"
    }

    /// Moves the cursor `count` columns right.
    static func moveRight(_ count: Int) -> String {
        count == 1 ? "\u{1B}[C" : "\u{1B}[\(count)C"
    }

    /// The SGR sequence that sets exactly `attributes` (resetting everything else first).
    static func select(_ attributes: CellAttributes) -> String {
        var codes = ["0"]
        if attributes.bold { codes.append("1") }
        if attributes.dim { codes.append("2") }
        if attributes.underline { codes.append("4") }
        if attributes.reverse { codes.append("7") }
        if let foreground = attributes.foreground { codes.append(colorCode(foreground, isForeground: true)) }
        if let background = attributes.background { codes.append(colorCode(background, isForeground: false)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameters that select `color` for the text or the background: 30–37 / 90–97
    /// for a standard colour, 38;5;N for a palette colour, 38;2;R;G;B for a 24-bit one (40…,
    /// 100…, 48… for the background).
    static func colorCode(_ color: TerminalColor, isForeground: Bool) -> String {
        switch color {
        case .standard(let index) where index < 8:
            String((isForeground ? 30 : 40) + Int(index))
        case .standard(let index) where index < 16:
            String((isForeground ? 90 : 100) + Int(index) - 8)
        case .standard(let number), .palette(let number):
            "\(isForeground ? 38 : 48);5;\(number)"
        case .rgb(let red, let green, let blue):
            "\(isForeground ? 38 : 48);2;\(red);\(green);\(blue)"
        }
    }
}
