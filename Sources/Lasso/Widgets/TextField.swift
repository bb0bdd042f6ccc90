/// Editable single-line text. The user edits it through a renderer, with the editing keys of
/// its ``editor``; every edit calls the text-change handlers (see `bindTextDidChange(to:_:)`),
/// and Enter calls the submit handlers (see `bindSubmit(to:action:)`) when there are any, else
/// moves on to the next control.
@MainActor
public final class TextField: Widget {
    /// The text and cursor, and the edits a renderer makes to them.
    public let editor: TextEditor

    /// The text. Setting it from code does not call the change handlers, and puts the cursor at
    /// the end of the new text (as the initializer does), so that typing continues after it.
    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }

    /// Shown dimmed while the text is empty; also names the field for scripts.
    public var placeholder: String {
        get { editor.placeholder }
        set {
            editor.placeholder = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the text is masked (passwords).
    public var isSecure: Bool {
        get { editor.isSecure }
        set {
            editor.isSecure = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the user can edit the text.
    public var isEnabled: Bool {
        get { editor.isEnabled }
        set {
            editor.isEnabled = newValue
            setNeedsDisplay()
        }
    }

    /// The most columns the field takes, its brackets included (40 by default): a field sized
    /// by its layout, not as wide as the terminal. `nil` lets it take all the room it is given.
    public var maximumWidth: Int? {
        get { editor.maximumWidth }
        set {
            editor.maximumWidth = newValue
            setNeedsDisplay()
        }
    }

    /// The columns a field takes at most unless told otherwise.
    public static let defaultMaximumWidth = 40

    /// The editing cursor, in characters from the start.
    public var cursorOffset: Int {
        get { editor.cursorOffset }
        set { editor.cursorOffset = newValue }
    }

    private var textChangeHandlers: [@MainActor (String) -> Void] = []
    private var submitHandlers: [@MainActor () -> Void] = []

    /// Creates a text field.
    public init(text: String = "", placeholder: String = "", isSecure: Bool = false) {
        editor = TextEditor(text: text, placeholder: placeholder, isSecure: isSecure)
        editor.maximumWidth = Self.defaultMaximumWidth
        super.init()
        editor.didChange = { [unowned self] in setNeedsDisplay() }
        editor.onEdit = { [unowned self] text in
            for handler in textChangeHandlers { handler(text) }
        }
    }

    /// What the primitive says (``Widget/acceptsFocus``); declared here too, as in runtime 1.0's ABI.
    public override var acceptsFocus: Bool { super.acceptsFocus }

    public override var primitive: WidgetPrimitive { .textInput(editor) }

    /// Registers `handler` for every edit made by the user.
    public func onTextChange(_ handler: @escaping @MainActor (String) -> Void) {
        textChangeHandlers.append(handler)
    }

    /// Registers `handler` for Enter in the field: the user is done with it ("Log in", "Search").
    public func onSubmit(_ handler: @escaping @MainActor () -> Void) {
        submitHandlers.append(handler)
        editor.submitsOnEnter = true
    }

    /// Submits the field as Enter does; does nothing while disabled.
    public func submit() {
        guard isEnabled else { return }
        for handler in submitHandlers { handler() }
    }

    /// Submits the field.
    public override func activate() { submit() }

    /// Replaces the text as the user would, calling the change handlers.
    public func userDidEdit(_ newText: String) {
        guard isEnabled else { return }
        text = newText
        for handler in textChangeHandlers { handler(newText) }
    }

    /// Inserts `string` at the cursor as the user would, and moves the cursor past it.
    public func userDidInsert(_ string: String) { editor.insert(string) }

    /// Deletes the character before the cursor (Backspace).
    public func userDidDeleteBackward() { editor.deleteBackward() }

    /// Deletes the character after the cursor (Delete).
    public func userDidDeleteForward() { editor.deleteForward() }
}
