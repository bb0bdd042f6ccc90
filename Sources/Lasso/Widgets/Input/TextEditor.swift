/// Editable text with a cursor and the editing commands terminal users know from readline:
/// what a ``TextField`` edits, the same whichever renderer sends the keys.
///
/// Every edit by the user (``insert(_:)``, the deletions) calls ``onEdit`` with the new text;
/// setting ``text`` from code does not.
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

    /// Whether Enter submits the text (its widget has submit handlers) rather than moving on.
    public internal(set) var submitsOnEnter = false

    /// Called with the new text after every edit by the user.
    var onEdit: @MainActor (String) -> Void = { _ in }
    /// Called after every change of the text or the cursor.
    var didChange: @MainActor () -> Void = {}

    /// Creates an editor.
    public init(text: String = "", placeholder: String = "", isSecure: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
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

    /// Deletes from the start to the cursor (Ctrl-U).
    public func deleteToStart() {
        guard cursorOffset > 0 else { return }
        replace(0..<cursorOffset, with: "", cursorAfter: 0)
    }

    /// Deletes from the cursor to the end (Ctrl-K).
    public func deleteToEnd() {
        guard cursorOffset < text.count else { return }
        replace(cursorOffset..<text.count, with: "", cursorAfter: cursorOffset)
    }

    // MARK: - Cursor

    /// Where the cursor moves to.
    public enum Motion: Sendable, Equatable {
        case left, right, start, end, wordLeft, wordRight
    }

    /// Moves the cursor.
    public func move(_ motion: Motion) {
        switch motion {
        case .left: cursorOffset -= 1
        case .right: cursorOffset += 1
        case .start: cursorOffset = 0
        case .end: cursorOffset = text.count
        case .wordLeft: cursorOffset = wordStart(before: cursorOffset)
        case .wordRight: cursorOffset = wordEnd(after: cursorOffset)
        }
    }

    // MARK: - Helpers

    private func replace(_ range: Range<Int>, with string: String, cursorAfter: Int) {
        guard isEnabled else { return }
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
