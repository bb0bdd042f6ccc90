import Lasso

/// The controller of every C screen: builds the widgets the definition describes, top to
/// bottom in a vertical stack, and binds them to the store: labels and text fields follow their
/// state fields, buttons and text edits invoke their actions.
public final class CScreenViewController: ViewController {
    /// The screen's store.
    public let store: CScreenStore

    /// Creates the controller for `store`.
    public init(store: CScreenStore) {
        self.store = store
        super.init()
        title = store.definition.title
    }

    /// Builds the widgets and bindings.
    public override func viewDidLoad() {
        let definition = store.definition
        var widgets: [Widget] = []
        for description in definition.widgets {
            switch description {
            case let .label(identifier, format, fieldName, style):
                let label = Label(style: style)
                label.identifier = identifier
                if let fieldName, let field = definition.field(named: fieldName) {
                    store.observeState { [weak label] _, state in
                        label?.text = format.render(definition.value(of: field, in: state))
                    }
                } else {
                    label.text = format.render(nil)
                }
                widgets.append(label)
            case let .button(identifier, title, action, arguments):
                let button = Button(title)
                button.identifier = identifier
                button.bind(to: store, action: .invoke(action, arguments))
                widgets.append(button)
            case let .textField(identifier, placeholder, fieldName, action):
                let textField = TextField(placeholder: placeholder)
                textField.identifier = identifier
                if let field = definition.field(named: fieldName) {
                    store.observeState { [weak textField] _, state in
                        guard let textField else { return }
                        let text = definition.value(of: field, in: state).description
                        if textField.text != text { textField.text = text }
                    }
                }
                textField.bindTextDidChange(to: store) { .invoke(action, [.string($0)]) }
                widgets.append(textField)
            }
        }
        view = Stack(spacing: 1, widgets)
    }
}
