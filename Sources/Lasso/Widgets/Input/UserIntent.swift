/// What a user means to do to a widget, whatever the input that said it: a key, a click, a
/// script's step or a page's event. Each front end only translates its raw input into these;
/// ``Widget/perform(_:pageRows:)`` carries every one out, with its checks, in one place, and
/// ``rowKeys`` is the one table of the keys rows take.
///
/// Adding a capability to a primitive means: a case here, its handling in `perform`, and the
/// drawing in each renderer; the inputs that say it translate to the case.
package enum UserIntent: Sendable, Equatable {
    /// Press it: a button taps, a toggle flips, an option is chosen, a label with a tap
    /// recognizer fires its actions.
    case activate
    /// The user is done with a text field that submits (Enter in it).
    case submit
    /// A text input's text is now this, as the user typed it (a page's field).
    case replaceText(String)
    /// Choose a row of a list, table or tree: this one, or the highlighted one (`nil`).
    case selectRow(Int?)
    /// Move the highlight of rows.
    case moveHighlight(RowMotion)
    /// A click on the header of a column (a table sorts by it).
    case tapColumnHeader(Int)
    /// Expand or collapse a row of a tree (its → or ← on that row).
    case disclose(row: Int)
    /// A click on a cell of what a widget drew (a canvas).
    case click(column: Int, row: Int)

    /// How far the highlight of rows moves.
    package enum RowMotion: Sendable, Equatable {
        /// By this many rows (negative: up).
        case rows(Int)
        /// By this many pages (negative: up), a page being what the front end shows at once.
        case pages(Int)
        /// To this row.
        case row(Int)
        /// To the first row.
        case first
        /// To the last row.
        case last
    }

    /// The intent in a word, as a refusal names it.
    package var name: String {
        switch self {
        case .activate: "activate"
        case .submit: "submit"
        case .replaceText: "input"
        case .selectRow: "select"
        case .moveHighlight: "move"
        case .tapColumnHeader: "header"
        case .disclose: "disclose"
        case .click: "click"
        }
    }

    /// A key rows take while focused, and what it means.
    package struct RowKey: Sendable {
        /// The key.
        package let key: WidgetKey
        /// What it means.
        package let intent: UserIntent
        /// What it does, for key help.
        package let summary: String
    }

    /// The keys rows (a list, a table, a tree) take while focused, on every front end: the
    /// terminal's key table and the page's forwarded keys both come from here.
    package static let rowKeys: [RowKey] = [
        RowKey(key: .up, intent: .moveHighlight(.rows(-1)), summary: "previous row"),
        RowKey(key: .down, intent: .moveHighlight(.rows(1)), summary: "next row"),
        RowKey(key: .pageUp, intent: .moveHighlight(.pages(-1)), summary: "a page up"),
        RowKey(key: .pageDown, intent: .moveHighlight(.pages(1)), summary: "a page down"),
        RowKey(key: .home, intent: .moveHighlight(.first), summary: "first row"),
        RowKey(key: .end, intent: .moveHighlight(.last), summary: "last row"),
        RowKey(key: .enter, intent: .selectRow(nil), summary: "select the row"),
        RowKey(key: .character(" "), intent: .selectRow(nil), summary: "select the row"),
    ]

    /// What `key` means on rows, if it is one of ``rowKeys``.
    package static func rowIntent(for key: WidgetKey) -> UserIntent? {
        rowKeys.first { $0.key == key }?.intent
    }
}

/// Why a widget did not take an intent: said to the user where the input can show it (a page's
/// status line, a script's failure); a key that means nothing here is simply not taken.
package struct IntentRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

extension Widget {
    /// Carries out `intent` on this widget, as the user meant it, or refuses it, doing nothing,
    /// when the widget does not take it (another kind, disabled, no such row). `pageRows` is a
    /// page of rows as the front end shows them. Whether the widget is on the screen the user
    /// sees is the front end's to check.
    package func perform(_ intent: UserIntent, pageRows: Int = 1) throws(IntentRefusal) {
        let primitive = primitive
        switch (intent, primitive) {
        case (.activate, .control(let control)):
            guard control.isEnabled else { throw IntentRefusal("'\(control.title)' is disabled") }
            activateByUser()
        case (.activate, _) where recognizesTaps:
            activateByUser()
        case (.submit, .textInput(let editor)):
            guard editor.isEnabled, editor.submitsOnEnter else { throw IntentRefusal("the field does not submit") }
            activate()
        case (.replaceText(let text), .textInput(let editor)):
            guard editor.isEnabled else { throw IntentRefusal("the field is disabled") }
            editor.replaceText(byUser: text)
        case (.selectRow(let row), .rows(let source)):
            guard let row = row ?? source.highlightedIndex else { throw IntentRefusal("there are no rows") }
            guard (0..<source.rowCount).contains(row) else { throw IntentRefusal("there is no row \(row)") }
            source.select(row: row)
        case (.moveHighlight(let motion), .rows(let source)):
            let current = source.highlightedIndex ?? 0
            switch motion {
            case .rows(let count): source.moveHighlight(by: count)
            case .pages(let count): source.moveHighlight(by: count * max(1, pageRows))
            case .row(let row):
                guard (0..<source.rowCount).contains(row) else { throw IntentRefusal("there is no row \(row)") }
                source.moveHighlight(by: row - current)
            case .first: source.moveHighlight(by: -source.rowCount)
            case .last: source.moveHighlight(by: source.rowCount)
            }
        case (.tapColumnHeader(let column), .rows(let source)):
            guard source.columnTitles.indices.contains(column) else {
                throw IntentRefusal("there is no column \(column)")
            }
            source.didTapColumnHeader(column)
        case (.disclose(let row), .rows(let source)):
            // As a tree's own keys do it: the row highlighted, then → expands or ← collapses.
            guard (0..<source.rowCount).contains(row), let isExpanded = source.row(at: row).isExpanded else {
                throw IntentRefusal("row \(row) has nothing to expand")
            }
            let key: WidgetKey = isExpanded ? .left : .right
            guard let command = keyCommands.first(where: { $0.keys.contains(key) }) else {
                throw IntentRefusal("the widget does not expand rows")
            }
            source.moveHighlight(by: row - (source.highlightedIndex ?? 0))
            command.perform()
        case (.click(let column, let row), .canvas(let canvas)):
            guard (0..<canvas.width).contains(column), (0..<canvas.height).contains(row) else {
                throw IntentRefusal("the click is outside the widget")
            }
            didClick(atColumn: column, row: row)
        default:
            throw IntentRefusal("the widget does not take '\(intent.name)'")
        }
    }
}
