import Lasso

/// One step of a terminal script (see ``ScriptRunner``).
public enum ScriptStep: Sendable, Equatable {
    /// `type TEXT`: inserts the text into the focused text field.
    case type(String)
    /// `press KEY [KEY…]`: presses keys, in order.
    case press([InputEvent])
    /// `tap TITLE`: activates the visible button with this title.
    case tap(String)
    /// `click LABEL`: clicks (presses and releases the left mouse button over) what the last
    /// frame shows with this label: a button's title, a text field's name or placeholder, a
    /// list row's or a tab's title, `Back` or `Close`. The click goes through the decoder and
    /// hit testing as a real one does.
    case click(String)
    /// `scroll up|down [LABEL]`: turns the mouse wheel once (``TerminalApp/wheelRows`` rows)
    /// over what has this label, or over the outermost area that scrolls.
    case scroll(down: Bool, label: String?)
    /// `select ROW`: selects a row, by title or zero-based index, in the focused list (or the
    /// only visible one).
    case select(String)
    /// `focus NAME`: focuses the visible widget with this identifier, button title or text
    /// field placeholder.
    case focus(String)
    /// `back`: pops the navigation stack or closes the presented screen, as Esc does; fails when
    /// there is nowhere to go back to.
    case back
    /// `tab N-or-TITLE`: selects a tab by one-based number (as its F-key) or title.
    case tab(String)
    /// `wait idle [TIMEOUT]`: lets the main actor run what is queued for it (a store's task
    /// ready to go on, actions from other threads) and waits, on screen changes, until no
    /// activity indicator animates (work in flight shows one, as it does to a user); fails if
    /// the app is still busy after the timeout (default 60 s, a bound for a failing script).
    case waitIdle(timeout: Duration)
    /// `expect TEXT`: the text is on screen.
    case expect(String)
    /// `expect no TEXT`: the text is not on screen.
    case expectNo(String)
    /// `snapshot [NAME]`: records the frame as plain text.
    case snapshot(String?)
    /// `resize WxH`: changes the screen size.
    case resize(TerminalSize)
    /// `wait reload [TIMEOUT]`: waits for the next reload event (with `run --watch`) that no
    /// earlier `wait reload` took, however soon after the change it came: a reload of a plugin
    /// or the config, a failed build or `--watch-sources` being ready. Fails if none comes
    /// within the timeout (default 60 s). The event's outcome is then in the status line, for
    /// `expect`.
    case waitReload(timeout: Duration)
    /// `sh COMMAND`: runs the command with `/bin/sh -c` in the shell's working directory (its
    /// output goes to standard error) and fails when it exits with another status than 0.
    case shell(String)

    /// The default timeout of `wait idle`: a busy machine slows the work it waits for.
    public static let defaultIdleTimeout: Duration = .seconds(60)

    /// The default timeout of `wait reload`: a reload includes examining the plugin in a child
    /// process, which a busy machine can make slow.
    public static let defaultReloadTimeout: Duration = .seconds(60)

    /// The steps a script may use, for error messages: every form of every command
    /// (``commands``), in order.
    public static var summary: String { commands.flatMap(\.forms).joined(separator: ", ") }

    /// Parses one script line, without comments or surrounding spaces. Throws a message for the
    /// user when the line is not a step.
    public init(parsing line: String) throws(ScriptSyntaxError) {
        let trimmed = line.trimmingCharacters()
        let name: String
        let argument: String
        if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            name = String(trimmed[..<space]).lowercased()
            argument = String(trimmed[space...]).trimmingCharacters()
        } else {
            name = trimmed.lowercased()
            argument = ""
        }
        guard let command = Self.commands.first(where: { $0.name == name }) else {
            throw ScriptSyntaxError("unknown step \"\(DisplayText.shown(name))\"; steps are \(Self.summary)")
        }
        self = try command.parse(ScriptArgument(command: name, raw: argument))
    }

    /// `"text"` without its quotes (which keep leading or trailing spaces); other text as it is.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// `"5s"`, `"500ms"`, `"2"` (seconds).
    static func duration(_ text: String) -> Duration? {
        if text.hasSuffix("ms"), let value = Int(text.dropLast(2)), value >= 0 { return .milliseconds(value) }
        if text.hasSuffix("s"), let value = Double(text.dropLast()), value >= 0, value < 86_400 {
            return .milliseconds(Int(value * 1000))
        }
        if let value = Int(text), value >= 0, value < 86_400 { return .seconds(value) }
        return nil
    }
}

/// Why a script line is not a step.
public struct ScriptSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for the user.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
