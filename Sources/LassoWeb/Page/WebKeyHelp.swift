import Lasso

/// The page's key help: the dialog that `?` (or the page's Keys button) opens, as the terminal's
/// `?` shows its key table. It lists the keys the page itself takes (``pageKeys``, what lasso.js
/// does with them), the keys of lists, tables and trees (``Lasso/UserIntent/rowKeys``, the one
/// table the terminal's keys come from too), and, filled in by the page when it opens, the keys
/// of the focused widget (``WebKeyHelp/widgetKeys(_:)``, from the widget's key commands).
enum WebKeyHelp {
    /// Keys and what they do, as a line of the help says it.
    struct Entry: Equatable {
        /// The keys as the page names them (``WebKeys``): `ArrowUp`, `Shift+Tab`, `?`.
        let keys: [String]
        /// What they do.
        let summary: String
    }

    /// The keys the page takes on every screen. lasso.js handles each: a change there is a change
    /// here.
    static let pageKeys: [Entry] = [
        Entry(keys: ["Tab", "Shift+Tab"], summary: "the next or the previous control"),
        Entry(keys: ["Enter", "Space"], summary: "press the focused button, toggle or option"),
        Entry(keys: ["ArrowLeft", "ArrowRight"], summary: "another option of a choice"),
        Entry(keys: ["Enter"], summary: "in a field that submits: submit it"),
        Entry(keys: ["Escape"], summary: "back, or close what is presented"),
        Entry(keys: ["?"], summary: "show these keys"),
    ]

    /// The keys of a focused list, table or tree, one entry per thing they do.
    static var rowKeys: [Entry] {
        var entries: [Entry] = []
        for rowKey in UserIntent.rowKeys {
            let name = WebKeys.name(rowKey.key)
            if let index = entries.firstIndex(where: { $0.summary == rowKey.summary }) {
                entries[index] = Entry(keys: entries[index].keys + [name], summary: rowKey.summary)
            } else {
                entries.append(Entry(keys: [name], summary: rowKey.summary))
            }
        }
        return entries
    }

    /// A widget's own keys (its key commands), as its `data-key-help` attribute carries them to
    /// the page: one line per command, its keys as a person reads them (``readable(_:)``) and its
    /// summary, separated by a tab.
    static func widgetKeys(_ commands: [WidgetKeyCommand]) -> String {
        // A tab or a line break of the plugin's own would split its line or its fields: a space.
        let flat = { (text: String) in String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 }) }
        return commands.map { command in
            command.keys.map { flat(readable(WebKeys.name($0))) }.joined(separator: " ") + "\t" + flat(command.summary)
        }.joined(separator: "\n")
    }

    /// A key as a person reads it: the arrows as arrows, every other name as the page names it.
    static func readable(_ key: String) -> String {
        switch key {
        case "ArrowUp": "↑"
        case "ArrowDown": "↓"
        case "ArrowLeft": "←"
        case "ArrowRight": "→"
        default: key
        }
    }

    /// The dialog, closed, for the app's page.
    static var dialog: String {
        func rows(_ entries: [Entry]) -> String {
            entries.map { entry in
                let keys = entry.keys.map { "<kbd>\(HTMLWriter.escaped(readable($0)))</kbd>" }.joined(separator: " ")
                return "<tr><th scope=\"row\">\(keys)</th><td>\(HTMLWriter.escaped(entry.summary))</td></tr>"
            }.joined()
        }
        return """
            <dialog id="lasso-keys" class="keys" aria-labelledby="lasso-keys-title">\
            <h2 id="lasso-keys-title">Keys</h2>\
            <table><caption>On every screen</caption>\(rows(pageKeys))</table>\
            <table><caption>In a list, a table or a tree</caption>\(rows(rowKeys))</table>\
            <table id="lasso-keys-focused" hidden><caption>The focused control's own</caption><tbody></tbody></table>\
            <form method="dialog"><button type="submit" autofocus>Close</button></form>\
            </dialog>
            """
    }

    /// The button that opens the dialog, for a person who does not know `?`: after the status
    /// line, which it stands above while the line shows.
    static let button = """
        <button type="button" id="lasso-keys-button" class="keys-button" aria-haspopup="dialog" \
        aria-keyshortcuts="?">Keys <kbd>?</kbd></button>
        """
}
