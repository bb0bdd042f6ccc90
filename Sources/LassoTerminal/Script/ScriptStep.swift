import Lasso

/// One step of a terminal script (see ``ScriptRunner``).
public enum ScriptStep: Sendable, Equatable {
    /// `type TEXT`: inserts the text into the focused text field.
    case type(String)
    /// `press KEY [KEY…]`: presses keys, in order.
    case press([KeyEvent])
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

    /// The steps a script may use, for error messages.
    public static let summary = """
        type TEXT, press KEY…, tap TITLE, click LABEL, scroll up|down [LABEL], select ROW, focus NAME, back, tab N-or-TITLE, \
        wait idle [TIMEOUT], wait reload [TIMEOUT], expect TEXT, expect no TEXT, snapshot [NAME], \
        resize WxH, sh COMMAND
        """

    /// Parses one script line, without comments or surrounding spaces. Throws a message for the
    /// user when the line is not a step.
    public init(parsing line: String) throws(ScriptSyntaxError) {
        let trimmed = line.trimmingCharacters()
        let command: String
        let argument: String
        if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            command = String(trimmed[..<space]).lowercased()
            argument = String(trimmed[space...]).trimmingCharacters()
        } else {
            command = trimmed.lowercased()
            argument = ""
        }
        let text = Self.unquoted(argument)
        func requireArgument(_ what: String) throws(ScriptSyntaxError) -> String {
            guard !text.isEmpty else { throw ScriptSyntaxError("`\(command)` needs \(what)") }
            return text
        }

        switch command {
        case "type":
            self = .type(try requireArgument("the text to type"))
        case "press":
            let names = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !names.isEmpty else { throw ScriptSyntaxError("`press` needs a key: \(KeyEvent.keyNames)") }
            var keys: [KeyEvent] = []
            for name in names {
                guard let key = KeyEvent(keyName: String(name)) else {
                    throw ScriptSyntaxError("unknown key \"\(name)\"; keys are \(KeyEvent.keyNames)")
                }
                keys.append(key)
            }
            self = .press(keys)
        case "tap":
            self = .tap(try requireArgument("a button title"))
        case "click":
            self = .click(try requireArgument("the label of what to click"))
        case "scroll":
            let direction = argument.prefix { $0 != " " && $0 != "\t" }.lowercased()
            guard direction == "up" || direction == "down" else {
                throw ScriptSyntaxError("`scroll` is written `scroll up`, `scroll down` or `scroll down LABEL`")
            }
            let label = Self.unquoted(String(argument.dropFirst(direction.count)).trimmingCharacters())
            self = .scroll(down: direction == "down", label: label.isEmpty ? nil : label)
        case "select":
            self = .select(try requireArgument("a row title or index"))
        case "focus":
            self = .focus(try requireArgument("a widget name, button title or placeholder"))
        case "back":
            guard argument.isEmpty else { throw ScriptSyntaxError("`back` takes no argument") }
            self = .back
        case "tab":
            self = .tab(try requireArgument("a tab number or title"))
        case "wait":
            let words = argument.lowercased().split(separator: " ")
            let isReload = words.first == "reload"
            guard words.first == "idle" || isReload || words.isEmpty, words.count <= 2 else {
                throw ScriptSyntaxError(
                    "`wait` is written `wait idle`, `wait idle 5s`, `wait reload` or `wait reload 30s`")
            }
            var timeout = isReload ? Self.defaultReloadTimeout : Self.defaultIdleTimeout
            if words.count == 2 {
                guard let parsed = Self.duration(String(words[1])) else {
                    throw ScriptSyntaxError("bad timeout \"\(words[1])\"; write it like 5s or 500ms")
                }
                timeout = parsed
            }
            self = isReload ? .waitReload(timeout: timeout) : .waitIdle(timeout: timeout)
        case "sh":
            self = .shell(try requireArgument("a command"))
        case "expect":
            if argument == "no" {
                throw ScriptSyntaxError("`expect no` needs the text that must be absent")
            } else if argument.hasPrefix("no ") || argument.hasPrefix("no\t") {
                let rest = Self.unquoted(String(argument.dropFirst(3)).trimmingCharacters())
                guard !rest.isEmpty else { throw ScriptSyntaxError("`expect no` needs the text that must be absent") }
                self = .expectNo(rest)
            } else {
                self = .expect(try requireArgument("the text to find on screen"))
            }
        case "snapshot":
            self = .snapshot(text.isEmpty ? nil : text)
        case "resize":
            guard let size = TerminalSize(parsing: argument) else {
                throw ScriptSyntaxError("`resize` needs a size written \(TerminalSize.syntax); got \"\(argument)\"")
            }
            self = .resize(size)
        default:
            throw ScriptSyntaxError("unknown step \"\(DisplayText.shown(command))\"; steps are \(Self.summary)")
        }
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
