/// Editable text of many lines: notes, a message, a description. Long lines wrap; what does not
/// fit scrolls, keeping the cursor in view. Enter starts a new line, ↑ ↓ move between lines
/// (and on from the first or last line to the other controls), and the editing keys are a text
/// field's (see ``TextEditor``). Every edit calls the text-change handlers (see
/// `bindTextDidChange(to:_:)`).
@MainActor
public final class TextView: Widget {
    /// The text, the cursor and the edits a renderer makes to them.
    public let editor: TextEditor

    /// The text. Setting it from code does not call the change handlers.
    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }

    /// Shown dimmed while the text is empty; also names the view for scripts.
    public var placeholder: String {
        get { editor.placeholder }
        set {
            editor.placeholder = newValue
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

    /// The rows the view asks for; it shrinks like a list on a short screen and scrolls the rest.
    public var visibleLines: Int {
        get { editor.preferredLines }
        set {
            editor.preferredLines = max(1, newValue)
            setNeedsDisplay()
        }
    }

    private var textChangeHandlers: [@MainActor (String) -> Void] = []

    /// Creates a text view showing `visibleLines` rows.
    public init(text: String = "", placeholder: String = "", visibleLines: Int = 5) {
        editor = TextEditor(
            text: text, placeholder: placeholder, allowsNewlines: true, preferredLines: max(1, visibleLines))
        super.init()
        editor.didChange = { [unowned self] in setNeedsDisplay() }
        editor.onEdit = { [unowned self] text in
            for handler in textChangeHandlers { handler(text) }
        }
    }

    public override var primitive: WidgetPrimitive { .textInput(editor) }

    /// Registers `handler` for every edit made by the user.
    public func onTextChange(_ handler: @escaping @MainActor (String) -> Void) {
        textChangeHandlers.append(handler)
    }
}
