/// One command of the script language: how it is written, what it does, and how its line is
/// read. ``ScriptStep/commands`` is the one definition that the parser, its error messages and
/// the reference (docs/scripting.md, checked against it by a test) follow, so a step cannot be
/// added without being documented.
public struct ScriptCommand: Sendable {
    /// The first word of the line (`"wait"`).
    public let name: String
    /// How it is written, one entry per form (`"wait idle [TIMEOUT]"`).
    public let forms: [String]
    /// What it does.
    public let summary: String
    /// Reads the rest of the line.
    let parse: @Sendable (ScriptArgument) throws(ScriptSyntaxError) -> ScriptStep
}

/// What follows a command's name on a script line.
struct ScriptArgument {
    /// The command's name, for messages.
    let command: String
    /// The rest of the line, trimmed.
    let raw: String

    /// The rest of the line, without the quotes that keep its leading or trailing spaces.
    var text: String { ScriptStep.unquoted(raw) }

    /// ``text``, which must not be empty; the message says what is missing (`what`).
    func required(_ what: String) throws(ScriptSyntaxError) -> String {
        guard !text.isEmpty else { throw ScriptSyntaxError("`\(command)` needs \(what)") }
        return text
    }
}

extension ScriptStep {
    /// Every command, in the order the reference lists them.
    public static let commands: [ScriptCommand] = [
        ScriptCommand(
            name: "type", forms: ["type TEXT"],
            summary: "Types the text into the focused text field or text view, as typed keys."
        ) { argument throws(ScriptSyntaxError) in .type(try argument.required("the text to type")) },
        ScriptCommand(
            name: "press", forms: ["press KEY…"],
            summary: "Presses the keys, in order, separated by spaces (see Key names)."
        ) { argument throws(ScriptSyntaxError) in
            let names = argument.raw.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !names.isEmpty else { throw ScriptSyntaxError("`press` needs a key: \(InputEvent.keyNames)") }
            var keys: [InputEvent] = []
            for name in names {
                guard let key = InputEvent(keyName: String(name)) else {
                    throw ScriptSyntaxError("unknown key \"\(name)\"; keys are \(InputEvent.keyNames)")
                }
                keys.append(key)
            }
            return .press(keys)
        },
        ScriptCommand(
            name: "tap", forms: ["tap TITLE"],
            summary: "Activates the visible control (button, toggle, option) with this title, and focuses it."
        ) { argument throws(ScriptSyntaxError) in .tap(try argument.required("a button title")) },
        ScriptCommand(
            name: "click", forms: ["click LABEL"],
            summary:
                "Clicks what the frame shows with this label (a control's title, a field's name or placeholder, a row's or tab's title, a column header, a widget's identifier, `Back`, `Close`), through the mouse decoder and hit testing."
        ) { argument throws(ScriptSyntaxError) in .click(try argument.required("the label of what to click")) },
        ScriptCommand(
            name: "scroll", forms: ["scroll up|down [LABEL]"],
            summary: "Turns the mouse wheel once over what has this label, or over the outermost area that scrolls."
        ) { argument throws(ScriptSyntaxError) in
            let direction = argument.raw.prefix { $0 != " " && $0 != "\t" }.lowercased()
            guard direction == "up" || direction == "down" else {
                throw ScriptSyntaxError("`scroll` is written `scroll up`, `scroll down` or `scroll down LABEL`")
            }
            let label = ScriptStep.unquoted(String(argument.raw.dropFirst(direction.count)).trimmingCharacters())
            return .scroll(down: direction == "down", label: label.isEmpty ? nil : label)
        },
        ScriptCommand(
            name: "select", forms: ["select ROW"],
            summary:
                "Selects a row of the focused list or table (or the only one on screen): by its title or any of its cells, by its zero-based index, or by a part of them that only one row has."
        ) { argument throws(ScriptSyntaxError) in .select(try argument.required("a row title or index")) },
        ScriptCommand(
            name: "focus", forms: ["focus NAME"],
            summary: "Focuses the visible widget with this identifier, control title or placeholder."
        ) { argument throws(ScriptSyntaxError) in
            .focus(try argument.required("a widget name, button title or placeholder"))
        },
        ScriptCommand(
            name: "back", forms: ["back"],
            summary: "Goes back as Esc does (pops, or closes what is presented); fails when there is nowhere to go."
        ) { argument throws(ScriptSyntaxError) in
            guard argument.raw.isEmpty else { throw ScriptSyntaxError("`back` takes no argument") }
            return .back
        },
        ScriptCommand(
            name: "tab", forms: ["tab N|TITLE"],
            summary: "Selects a tab by its one-based number (as its F-key) or its title."
        ) { argument throws(ScriptSyntaxError) in .tab(try argument.required("a tab number or title")) },
        ScriptCommand(
            name: "wait", forms: ["wait idle [TIMEOUT]", "wait reload [TIMEOUT]"],
            summary:
                "`idle`: lets queued work run, waits for the records of plugins being read or written and their HTTP requests, and waits until no activity indicator animates (default 60s). `reload`: waits for the next reload event of `run --watch` (default 60s). TIMEOUT is written 5s, 1.5s or 500ms."
        ) { argument throws(ScriptSyntaxError) in
            let words = argument.raw.lowercased().split(separator: " ")
            let isReload = words.first == "reload"
            guard words.first == "idle" || isReload || words.isEmpty, words.count <= 2 else {
                throw ScriptSyntaxError(
                    "`wait` is written `wait idle`, `wait idle 5s`, `wait reload` or `wait reload 30s`")
            }
            var timeout = isReload ? ScriptStep.defaultReloadTimeout : ScriptStep.defaultIdleTimeout
            if words.count == 2 {
                guard let parsed = ScriptStep.duration(String(words[1])) else {
                    throw ScriptSyntaxError("bad timeout \"\(words[1])\"; write it like 5s or 500ms")
                }
                timeout = parsed
            }
            return isReload ? .waitReload(timeout: timeout) : .waitIdle(timeout: timeout)
        },
        ScriptCommand(
            name: "expect", forms: ["expect TEXT", "expect no TEXT"],
            summary:
                "Checks that the text is (or, with `no`, is not) on screen now, in the frame as drawn: text scrolled out of view does not count (the failure says where it is, and how to show it)."
        ) { argument throws(ScriptSyntaxError) in
            let raw = argument.raw
            if raw == "no" {
                throw ScriptSyntaxError("`expect no` needs the text that must be absent")
            } else if raw.hasPrefix("no ") || raw.hasPrefix("no\t") {
                let rest = ScriptStep.unquoted(String(raw.dropFirst(3)).trimmingCharacters())
                guard !rest.isEmpty else { throw ScriptSyntaxError("`expect no` needs the text that must be absent") }
                return .expectNo(rest)
            }
            return .expect(try argument.required("the text to find on screen"))
        },
        ScriptCommand(
            name: "snapshot", forms: ["snapshot [NAME]"],
            summary: "Prints the frame (plain text, or with colour under `--color always`), named."
        ) { argument throws(ScriptSyntaxError) in .snapshot(argument.text.isEmpty ? nil : argument.text) },
        ScriptCommand(
            name: "resize", forms: ["resize WxH"], summary: "Changes the screen's size (as a terminal resize does)."
        ) { argument throws(ScriptSyntaxError) in
            guard let size = TerminalSize(parsing: argument.raw) else {
                throw ScriptSyntaxError("`resize` needs a size written \(TerminalSize.syntax); got \"\(argument.raw)\"")
            }
            return .resize(size)
        },
        ScriptCommand(
            name: "sh", forms: ["sh COMMAND"],
            summary:
                "Runs the command with /bin/sh -c in the shell's working directory (its output goes to standard error); fails unless it exits 0."
        ) { argument throws(ScriptSyntaxError) in .shell(try argument.required("a command")) },
    ]
}
