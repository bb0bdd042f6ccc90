import Lasso

/// The controller of every C screen: builds the widgets the definition describes, top to
/// bottom in a vertical stack (widgets flagged to share a row in horizontal stacks), and binds
/// them to the store: labels and text fields follow their
/// state fields, buttons and text edits invoke their actions.
package final class CScreenViewController: ViewController {
    /// The screen's store.
    package let store: CScreenStore

    /// Creates the controller for `store`.
    package init(store: CScreenStore) {
        self.store = store
        super.init()
        title = store.definition.title
    }

    /// Builds the widgets and bindings.
    package override func viewDidLoad() {
        let definition = store.definition
        var rows: [[Widget]] = []
        for placed in definition.widgets {
            let widget = makeWidget(placed.widget, definition: definition)
            if placed.sameRow, !rows.isEmpty {
                rows[rows.count - 1].append(widget)
            } else {
                rows.append([widget])
            }
        }
        view = Stack(
            spacing: 1,
            rows.map { row in
                row.count == 1 ? row[0] : Stack(axis: .horizontal, spacing: 2, row)
            })
    }

    private func makeWidget(_ description: CScreenDefinition.Widget, definition: CScreenDefinition) -> Widget {
        switch description {
        case .label(let identifier, let format, let fieldName, let style):
            let label = Label(style: style)
            label.identifier = identifier
            if let fieldName, let field = definition.field(named: fieldName) {
                store.observeState { [weak label] _, state in
                    label?.text = format.render(definition.value(of: field, in: state))
                }
            } else {
                label.text = format.render(nil)
            }
            return label
        case .button(let identifier, let title, let action, let arguments):
            let button = Button(title)
            button.identifier = identifier
            button.bind(to: store, action: .invoke(action, arguments))
            return button
        case .textField(let identifier, let placeholder, let fieldName, let action):
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
            return textField
        case .toggle(let identifier, let title, let fieldName, let action):
            let toggle = Toggle(title)
            toggle.identifier = identifier
            if let field = definition.field(named: fieldName) {
                store.observeState { [weak toggle] _, state in
                    if case .bool(let isOn) = definition.value(of: field, in: state) { toggle?.isOn = isOn }
                }
            }
            toggle.bindToggle(to: store) { .invoke(action, [.bool($0)]) }
            return toggle
        case .choice(let identifier, let options, let segmented, let fieldName, let action):
            let choice = ChoiceGroup(options, style: segmented ? .segmented : .radio)
            choice.identifier = identifier
            if let field = definition.field(named: fieldName) {
                store.observeState { [weak choice] _, state in
                    if case .int32(let index) = definition.value(of: field, in: state) {
                        choice?.selectedIndex = Int(index)
                    }
                }
            }
            choice.bindSelection(to: store) { .invoke(action, [.int32(Int32($0))]) }
            return choice
        case .textView(let identifier, let placeholder, let fieldName, let action):
            let textView = TextView(placeholder: placeholder, visibleLines: 4)
            textView.identifier = identifier
            if let field = definition.field(named: fieldName) {
                store.observeState { [weak textView] _, state in
                    guard let textView else { return }
                    let text = definition.value(of: field, in: state).description
                    if textView.text != text { textView.text = text }
                }
            }
            textView.bindTextDidChange(to: store) { .invoke(action, [.string($0)]) }
            return textView
        case .progress(let identifier, let label, let fieldName):
            let progress = ProgressBar(label: label)
            progress.identifier = identifier
            if let field = definition.field(named: fieldName) {
                store.observeState { [weak progress] _, state in
                    if case .double(let value) = definition.value(of: field, in: state) { progress?.value = value }
                }
            }
            return progress
        }
    }
}
