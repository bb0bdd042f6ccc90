/// Editable text with a cursor and the editing commands terminal users know from readline:
/// what a ``TextField`` (one line) and a ``TextView`` (many, ``allowsNewlines``) edit, the same
/// whichever renderer sends the keys. Every edit can be undone (``undo()``) and redone.
///
/// Every edit by the user (``insert(_:)``, the deletions, undo and redo) tells the widget that
/// owns the editor, which calls its change handlers; setting ``text`` from code does not.
///
/// Edits cost what the edit touches, not the length of the text: the cursor is kept as a
/// position in the text (``cursor``), edits change the text in place, and undo records each
/// edit rather than a copy of the text (BENCHMARKS.md, "Widgets: tables and text views").
@MainActor
public final class TextEditor {
    /// The text. Setting it puts the cursor at the end and forgets what could be undone.
    public var text: String {
        get { storage }
        set {
            guard newValue != storage else { return }
            storage = newValue
            cursor = storage.endIndex
            selectionAnchor = nil
            undoStack.removeAll()
            undoHistoryBytes = 0
            redoStack.removeAll()
            didChange()
        }
    }

    /// The cursor, in characters from the start. Reading and setting it walk the text up to
    /// the cursor; renderers of long texts use ``cursor``.
    public var cursorOffset: Int {
        get { storage.distance(from: storage.startIndex, to: cursor) }
        set {
            let index =
                storage.index(storage.startIndex, offsetBy: max(0, newValue), limitedBy: storage.endIndex)
                ?? storage.endIndex
            moveCursor(to: index)
        }
    }

    /// The cursor, as a position in ``text``.
    public private(set) var cursor: String.Index

    /// Where the selection started (Shift with a motion), when there is one; the selection runs
    /// from here to the cursor.
    private var selectionAnchor: String.Index?

    /// The selected text's range, when some is selected: typing replaces it, Backspace and
    /// Delete delete it.
    public var selectedRange: Range<String.Index>? {
        guard let selectionAnchor, selectionAnchor != cursor else { return nil }
        return min(selectionAnchor, cursor)..<max(selectionAnchor, cursor)
    }

    /// The selected text's range in characters from the start, when some is selected.
    public var selectedOffsets: Range<Int>? {
        selectedRange.map {
            let start = storage.distance(from: storage.startIndex, to: $0.lowerBound)
            return start..<(start + storage.distance(from: $0.lowerBound, to: $0.upperBound))
        }
    }

    /// Shown dimmed while the text is empty.
    public var placeholder: String
    /// Whether the text is masked (passwords).
    public var isSecure: Bool
    /// Whether the user can edit the text.
    public var isEnabled = true

    /// Whether the text has many lines: Enter inserts a line break, ↑ ↓ move between lines.
    public let allowsNewlines: Bool

    /// The rows a multi-line editor asks for (it scrolls the rest).
    public var preferredLines: Int

    /// The most columns the editor takes, its frame included, however much room it is given;
    /// `nil`: all the room there is.
    public var maximumWidth: Int?

    /// Whether Enter submits the text (its widget has submit handlers) rather than moving on.
    public internal(set) var submitsOnEnter = false

    /// Called with the new text after every edit by the user.
    var onEdit: @MainActor (String) -> Void = { _ in }
    /// Called after every change of the text or the cursor.
    var didChange: @MainActor () -> Void = {}

    private var storage: String

    /// One edit, as undo needs it: where (in UTF-8 bytes), what it removed and inserted, and the
    /// cursor before and after (in UTF-8 bytes).
    private struct Edit {
        var start: Int
        var removed: String
        var inserted: String
        var cursorBefore: Int
        var cursorAfter: Int

        /// The text it holds, in bytes.
        var bytes: Int { removed.utf8.count + inserted.utf8.count }
    }

    /// The edits that can be undone, the latest last.
    private var undoStack: [Edit] = []
    /// The undone edits that can be redone.
    private var redoStack: [Edit] = []
    /// At most this many edits are kept for undo.
    static let undoLimit = 500
    /// At most this many bytes of removed and inserted text are kept for undo (the newest edit
    /// always is): 500 pastes of 60 KB would otherwise pin 30 MB for one field.
    static let undoByteLimit = 256 * 1024
    /// The bytes of removed and inserted text the undo history holds.
    package private(set) var undoHistoryBytes = 0

    /// Creates an editor.
    public init(
        text: String = "", placeholder: String = "", isSecure: Bool = false, allowsNewlines: Bool = false,
        preferredLines: Int = 1
    ) {
        storage = text
        cursor = text.endIndex
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.allowsNewlines = allowsNewlines
        self.preferredLines = max(1, preferredLines)
    }

    // MARK: - Edits

    /// Inserts `string` at the cursor (in place of the selection) and moves the cursor past it.
    public func insert(_ string: String) {
        if let selectedRange { return replace(selectedRange, with: string) }
        guard !string.isEmpty else { return }
        replace(cursor..<cursor, with: string)
    }

    /// Deletes the selection, else the character before the cursor (Backspace).
    public func deleteBackward() {
        if let selectedRange { return replace(selectedRange, with: "") }
        guard cursor > storage.startIndex else { return }
        replace(storage.index(before: cursor)..<cursor, with: "")
    }

    /// Deletes the selection, else the character after the cursor (Delete, Ctrl-D).
    public func deleteForward() {
        if let selectedRange { return replace(selectedRange, with: "") }
        guard cursor < storage.endIndex else { return }
        replace(cursor..<storage.index(after: cursor), with: "")
    }

    /// Deletes from the start of the word before the cursor to the cursor (Ctrl-W).
    public func deleteWordBackward() {
        let start = wordStart(before: cursor)
        guard start < cursor else { return }
        replace(start..<cursor, with: "")
    }

    /// Deletes from the start of the line to the cursor (Ctrl-U).
    public func deleteToStart() {
        let start = lineStart(of: cursor)
        guard start < cursor else { return }
        replace(start..<cursor, with: "")
    }

    /// Deletes from the cursor to the end of the line (Ctrl-K).
    public func deleteToEnd() {
        let end = lineEnd(of: cursor)
        guard cursor < end else { return }
        replace(cursor..<end, with: "")
    }

    /// The user changed the whole text to `newText` in a renderer that edits text itself (a
    /// browser's text field): recorded as one edit of the part that changed, which can be undone,
    /// with the cursor after it, and the widget is told as for any edit by the user. A newline
    /// in a single-line editor is dropped.
    public func replaceText(byUser newText: String) {
        let newText = allowsNewlines || !Self.mayHoldNewlines(newText) ? newText : newText.filter { !$0.isNewline }
        guard newText != storage else { return }
        var oldStart = storage.startIndex
        var newStart = newText.startIndex
        while oldStart < storage.endIndex, newStart < newText.endIndex, storage[oldStart] == newText[newStart] {
            oldStart = storage.index(after: oldStart)
            newStart = newText.index(after: newStart)
        }
        var oldEnd = storage.endIndex
        var newEnd = newText.endIndex
        while oldEnd > oldStart, newEnd > newStart,
            storage[storage.index(before: oldEnd)] == newText[newText.index(before: newEnd)]
        {
            oldEnd = storage.index(before: oldEnd)
            newEnd = newText.index(before: newEnd)
        }
        selectionAnchor = nil
        replace(oldStart..<oldEnd, with: String(newText[newStart..<newEnd]))
    }

    /// Whether `text` may hold a character that is a newline: false for ASCII text without
    /// CR, LF, VT or FF, checked on its bytes (a 60 KB paste is not rebuilt character by
    /// character when it has none).
    private static func mayHoldNewlines(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0x80 || (0x0A...0x0D).contains($0) }
    }

    /// Takes back the last edit (Alt-Z).
    public func undo() {
        guard isEnabled, let edit = undoStack.popLast() else { return }
        undoHistoryBytes -= edit.bytes
        apply(start: edit.start, length: edit.inserted.utf8.count, with: edit.removed, cursor: edit.cursorBefore)
        redoStack.append(edit)
        onEdit(storage)
    }

    /// Makes the last undone edit again (Alt-Y).
    public func redo() {
        guard isEnabled, let edit = redoStack.popLast() else { return }
        apply(start: edit.start, length: edit.removed.utf8.count, with: edit.inserted, cursor: edit.cursorAfter)
        record(edit)
        onEdit(storage)
    }

    // MARK: - Cursor

    /// Where the cursor moves to.
    public enum Motion: Sendable, Equatable {
        /// A character left or right.
        case left, right
        /// The start or end of the line (of the text, for one line).
        case start, end
        /// A word left or right.
        case wordLeft, wordRight
        /// The line above or below, at the same column or the line's end (many lines only).
        case lineUp, lineDown
        /// The start or end of the whole text.
        case textStart, textEnd
    }

    /// Moves the cursor; with `selecting` (Shift), the selection runs from where the cursor
    /// was when selecting began to where it goes, else the selection ends.
    public func move(_ motion: Motion, selecting: Bool = false) {
        if selecting {
            if selectionAnchor == nil { selectionAnchor = cursor }
        } else if selectionAnchor != nil {
            selectionAnchor = nil
            didChange()
        }
        step(motion)
        if selecting { didChange() }
    }

    /// Moves the cursor by `motion`, leaving the selection's anchor where it is.
    private func step(_ motion: Motion) {
        switch motion {
        case .left: if cursor > storage.startIndex { moveCursor(to: storage.index(before: cursor)) }
        case .right: if cursor < storage.endIndex { moveCursor(to: storage.index(after: cursor)) }
        case .start: moveCursor(to: lineStart(of: cursor))
        case .end: moveCursor(to: lineEnd(of: cursor))
        case .wordLeft: moveCursor(to: wordStart(before: cursor))
        case .wordRight: moveCursor(to: wordEnd(after: cursor))
        case .textStart: moveCursor(to: storage.startIndex)
        case .textEnd: moveCursor(to: storage.endIndex)
        case .lineUp, .lineDown:
            let start = lineStart(of: cursor)
            let column = storage.distance(from: start, to: cursor)
            let target: String.Index
            if motion == .lineUp {
                guard start > storage.startIndex else { return }
                target = lineStart(of: storage.index(before: start))
            } else {
                let end = lineEnd(of: cursor)
                guard end < storage.endIndex else { return }
                target = storage.index(after: end)
            }
            let targetEnd = lineEnd(of: target)
            moveCursor(to: storage.index(target, offsetBy: column, limitedBy: targetEnd) ?? targetEnd)
        }
    }

    /// Whether the cursor is on the first (`up`) or the last line.
    public func isOnEdgeLine(up: Bool) -> Bool {
        up ? lineStart(of: cursor) == storage.startIndex : lineEnd(of: cursor) == storage.endIndex
    }

    /// The start of the line holding `index` (after the line break before it).
    public func lineStart(of index: String.Index) -> String.Index {
        storage[..<index].lastIndex(of: "\n").map { storage.index(after: $0) } ?? storage.startIndex
    }

    /// The end of the line holding `index` (its line break, or the end of the text).
    public func lineEnd(of index: String.Index) -> String.Index {
        storage[index...].firstIndex(of: "\n") ?? storage.endIndex
    }

    // MARK: - Helpers

    private func moveCursor(to index: String.Index) {
        guard index != cursor else { return }
        cursor = index
        didChange()
    }

    /// Replaces `range` with `string` as the user's edit, recorded for undo, and puts the
    /// cursor after what was inserted.
    private func replace(_ range: Range<String.Index>, with string: String) {
        guard isEnabled else { return }
        let utf8 = storage.utf8
        let start = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let edit = Edit(
            start: start, removed: String(storage[range]), inserted: string,
            cursorBefore: utf8.distance(from: utf8.startIndex, to: cursor), cursorAfter: start + string.utf8.count)
        apply(start: start, length: edit.removed.utf8.count, with: string, cursor: edit.cursorAfter)
        record(edit)
        redoStack.removeAll()
        onEdit(storage)
    }

    /// Adds `edit` to the undo history, forgetting the oldest edits beyond ``undoLimit`` edits or
    /// ``undoByteLimit`` bytes.
    private func record(_ edit: Edit) {
        undoStack.append(edit)
        undoHistoryBytes += edit.bytes
        var forgotten = 0
        while undoStack.count - forgotten > 1,
            undoStack.count - forgotten > Self.undoLimit || undoHistoryBytes > Self.undoByteLimit
        {
            undoHistoryBytes -= undoStack[forgotten].bytes
            forgotten += 1
        }
        if forgotten > 0 { undoStack.removeFirst(forgotten) }
    }

    /// Replaces `length` UTF-8 bytes at `start` with `string` and puts the cursor at byte
    /// `cursorByte` (both within the text, at character boundaries).
    private func apply(start: Int, length: Int, with string: String, cursor cursorByte: Int) {
        let lower = storage.utf8.index(storage.startIndex, offsetBy: start)
        let upper = storage.utf8.index(lower, offsetBy: length)
        storage.replaceSubrange(lower..<upper, with: string)
        let byte = min(max(0, cursorByte), storage.utf8.count)
        cursor = storage.utf8.index(storage.startIndex, offsetBy: byte)
        selectionAnchor = nil
        didChange()
    }

    /// The start of the word before `index`: back over other characters, then over the word.
    private func wordStart(before index: String.Index) -> String.Index {
        var index = index
        while index > storage.startIndex, !Self.isWordCharacter(storage[storage.index(before: index)]) {
            index = storage.index(before: index)
        }
        while index > storage.startIndex, Self.isWordCharacter(storage[storage.index(before: index)]) {
            index = storage.index(before: index)
        }
        return index
    }

    /// The end of the word after `index`: over other characters, then over the word.
    private func wordEnd(after index: String.Index) -> String.Index {
        var index = index
        while index < storage.endIndex, !Self.isWordCharacter(storage[index]) { index = storage.index(after: index) }
        while index < storage.endIndex, Self.isWordCharacter(storage[index]) { index = storage.index(after: index) }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
