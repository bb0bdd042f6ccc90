/// Editable single-line text. The user edits it through a renderer; every edit calls the
/// text-change handlers (see `bindTextDidChange(to:_:)`).
@MainActor
public final class TextField: Widget {
    /// The text. Setting it from code does not call the change handlers, and puts the cursor at
    /// the end of the new text (as the initializer does), so that typing continues after it.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            cursorOffset = text.count
            setNeedsDisplay()
        }
    }

    /// Shown dimmed while the text is empty; also names the field for scripts.
    public var placeholder: String { didSet { setNeedsDisplay() } }

    /// Whether the text is masked (passwords).
    public var isSecure: Bool { didSet { setNeedsDisplay() } }

    /// Whether the user can edit the text.
    public var isEnabled = true { didSet { setNeedsDisplay() } }

    /// The editing cursor, in characters from the start.
    public var cursorOffset: Int = 0 {
        didSet {
            cursorOffset = max(0, min(cursorOffset, text.count))
            if cursorOffset != oldValue { setNeedsDisplay() }
        }
    }

    private var textChangeHandlers: [@MainActor (String) -> Void] = []

    /// Creates a text field.
    public init(text: String = "", placeholder: String = "", isSecure: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.cursorOffset = text.count
        super.init()
    }

    public override var acceptsFocus: Bool { isEnabled }

    /// Registers `handler` for every edit made by the user.
    public func onTextChange(_ handler: @escaping @MainActor (String) -> Void) {
        textChangeHandlers.append(handler)
    }

    /// Replaces the text as the user would, calling the change handlers.
    public func userDidEdit(_ newText: String) {
        guard isEnabled else { return }
        text = newText
        for handler in textChangeHandlers { handler(newText) }
    }

    /// Inserts `string` at the cursor as the user would, and moves the cursor past it.
    public func userDidInsert(_ string: String) {
        guard isEnabled, !string.isEmpty else { return }
        let index = text.index(text.startIndex, offsetBy: cursorOffset)
        var edited = text
        edited.insert(contentsOf: string, at: index)
        let newOffset = cursorOffset + string.count
        userDidEdit(edited)
        cursorOffset = newOffset
    }

    /// Deletes the character before the cursor (Backspace).
    public func userDidDeleteBackward() {
        guard isEnabled, cursorOffset > 0 else { return }
        var edited = text
        edited.remove(at: text.index(text.startIndex, offsetBy: cursorOffset - 1))
        let newOffset = cursorOffset - 1
        userDidEdit(edited)
        cursorOffset = newOffset
    }

    /// Deletes the character after the cursor (Delete).
    public func userDidDeleteForward() {
        guard isEnabled, cursorOffset < text.count else { return }
        var edited = text
        edited.remove(at: text.index(text.startIndex, offsetBy: cursorOffset))
        let offset = cursorOffset
        userDidEdit(edited)
        cursorOffset = offset
    }
}
