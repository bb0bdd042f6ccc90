/// Editable text with a cursor and the editing commands terminal users know from readline:
/// what a ``TextField`` (one line) and a ``TextView`` (many, ``allowsNewlines``) edit, the same
/// whichever renderer sends the keys. Every edit can be undone (``undo()``) and redone.
///
/// Every edit by the user (``insert(_:)``, the deletions, undo and redo) tells the widget that
/// owns the editor, which calls its change handlers; setting ``text`` from code does not.
@MainActor
public final class TextEditor {
    /// The text. Setting it puts the cursor at the end.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            cursorOffset = text.count
            didChange()
        }
    }

    /// The cursor, in characters from the start.
    public var cursorOffset: Int {
        didSet {
            cursorOffset = max(0, min(cursorOffset, text.count))
            if cursorOffset != oldValue { didChange() }
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

    /// The edits that can be undone, the latest last: the text and cursor before each.
    private var undoStack: [(text: String, cursor: Int)] = []
    /// The undone edits that can be redone.
    private var redoStack: [(text: String, cursor: Int)] = []
    /// At most this many edits are kept for undo.
    static let undoLimit = 200

    /// Whether Enter submits the text (its widget has submit handlers) rather than moving on.
    public internal(set) var submitsOnEnter = false

    /// Called with the new text after every edit by the user.
    var onEdit: @MainActor (String) -> Void = { _ in }
    /// Called after every change of the text or the cursor.
    var didChange: @MainActor () -> Void = {}

    /// Creates an editor.
    public init(
        text: String = "", placeholder: String = "", isSecure: Bool = false, allowsNewlines: Bool = false,
        preferredLines: Int = 1
    ) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.allowsNewlines = allowsNewlines
        self.preferredLines = max(1, preferredLines)
        self.cursorOffset = text.count
    }

    // MARK: - Edits

    /// Inserts `string` at the cursor and moves the cursor past it.
    public func insert(_ string: String) {
        guard !string.isEmpty else { return }
        replace(cursorOffset..<cursorOffset, with: string, cursorAfter: cursorOffset + string.count)
    }

    /// Deletes the character before the cursor (Backspace).
    public func deleteBackward() {
        guard cursorOffset > 0 else { return }
        replace((cursorOffset - 1)..<cursorOffset, with: "", cursorAfter: cursorOffset - 1)
    }

    /// Deletes the character after the cursor (Delete, Ctrl-D).
    public func deleteForward() {
        guard cursorOffset < text.count else { return }
        replace(cursorOffset..<(cursorOffset + 1), with: "", cursorAfter: cursorOffset)
    }

    /// Deletes from the start of the word before the cursor to the cursor (Ctrl-W).
    public func deleteWordBackward() {
        let start = wordStart(before: cursorOffset)
        guard start < cursorOffset else { return }
        replace(start..<cursorOffset, with: "", cursorAfter: start)
    }

    /// Deletes from the start of the line to the cursor (Ctrl-U).
    public func deleteToStart() {
        let start = lineBounds().start
        guard start < cursorOffset else { return }
        replace(start..<cursorOffset, with: "", cursorAfter: start)
    }

    /// Deletes from the cursor to the end of the line (Ctrl-K).
    public func deleteToEnd() {
        let end = lineBounds().end
        guard cursorOffset < end else { return }
        replace(cursorOffset..<end, with: "", cursorAfter: cursorOffset)
    }

    /// Takes back the last edit (Alt-Z).
    public func undo() {
        guard isEnabled, let previous = undoStack.popLast() else { return }
        redoStack.append((text, cursorOffset))
        restore(previous)
    }

    /// Makes the last undone edit again (Alt-Y).
    public func redo() {
        guard isEnabled, let next = redoStack.popLast() else { return }
        undoStack.append((text, cursorOffset))
        restore(next)
    }

    private func restore(_ snapshot: (text: String, cursor: Int)) {
        text = snapshot.text
        cursorOffset = snapshot.cursor
        onEdit(snapshot.text)
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

    /// Moves the cursor.
    public func move(_ motion: Motion) {
        switch motion {
        case .left: cursorOffset -= 1
        case .right: cursorOffset += 1
        case .start: cursorOffset = lineBounds().start
        case .end: cursorOffset = lineBounds().end
        case .textStart: cursorOffset = 0
        case .textEnd: cursorOffset = text.count
        case .lineUp, .lineDown:
            let (start, end) = lineBounds()
            let column = cursorOffset - start
            if motion == .lineUp {
                guard start > 0 else { return }
                let above = lineBounds(containing: start - 1)
                cursorOffset = above.start + min(column, above.end - above.start)
            } else {
                guard end < text.count else { return }
                let below = lineBounds(containing: end + 1)
                cursorOffset = below.start + min(column, below.end - below.start)
            }
        case .wordLeft: cursorOffset = wordStart(before: cursorOffset)
        case .wordRight: cursorOffset = wordEnd(after: cursorOffset)
        }
    }

    // MARK: - Helpers

    /// Whether the cursor is on the first (`up`) or the last line.
    public func isOnEdgeLine(up: Bool) -> Bool {
        up ? lineBounds().start == 0 : lineBounds().end == text.count
    }

    /// The start and end (before its line break) of the line holding `offset`.
    private func lineBounds(containing offset: Int? = nil) -> (start: Int, end: Int) {
        let characters = Array(text)
        let offset = min(max(0, offset ?? cursorOffset), characters.count)
        var start = offset
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        var end = offset
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return (start, end)
    }

    private func replace(_ range: Range<Int>, with string: String, cursorAfter: Int) {
        guard isEnabled else { return }
        undoStack.append((text, cursorOffset))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
        redoStack.removeAll()
        var characters = Array(text)
        characters.replaceSubrange(range, with: Array(string))
        let edited = String(characters)
        text = edited
        cursorOffset = cursorAfter
        onEdit(edited)
    }

    /// The start of the word before `offset`: back over spaces, then over the word.
    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text)
        var index = offset
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `offset`: over spaces, then over the word.
    private func wordEnd(after offset: Int) -> Int {
        let characters = Array(text)
        var index = offset
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
