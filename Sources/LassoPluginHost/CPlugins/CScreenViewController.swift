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
        store.alertPresenter = self
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
        let widget: Widget
        switch description {
        case .label(_, let format, let fieldName, let style):
            let label = Label(format.render(nil), style: style)
            if let fieldName { follow(fieldName, with: label, in: definition) { $0.text = format.render($1) } }
            widget = label
        case .button(_, let title, let action, let arguments):
            let button = Button(title)
            button.bind(to: store, action: .invoke(action, arguments))
            widget = button
        case .textField(_, let placeholder, let fieldName, let action):
            let textField = TextField(placeholder: placeholder)
            follow(fieldName, with: textField, in: definition) { $0.text = $1.description }
            textField.bindTextDidChange(to: store) { .invoke(action, [.string($0)]) }
            widget = textField
        case .toggle(_, let title, let fieldName, let action):
            let toggle = Toggle(title)
            follow(fieldName, with: toggle, in: definition) { if case .bool(let isOn) = $1 { $0.isOn = isOn } }
            toggle.bindToggle(to: store) { .invoke(action, [.bool($0)]) }
            widget = toggle
        case .choice(_, let options, let segmented, let fieldName, let action):
            let choice = ChoiceGroup(options, style: segmented ? .segmented : .radio)
            follow(fieldName, with: choice, in: definition) {
                if case .int32(let index) = $1 { $0.selectedIndex = Int(index) }
            }
            choice.bindSelection(to: store) { .invoke(action, [.int32(Int32($0))]) }
            widget = choice
        case .textView(_, let placeholder, let fieldName, let action):
            let textView = TextView(placeholder: placeholder, visibleLines: 4)
            follow(fieldName, with: textView, in: definition) { $0.text = $1.description }
            textView.bindTextDidChange(to: store) { .invoke(action, [.string($0)]) }
            widget = textView
        case .progress(_, let label, let fieldName):
            let progress = ProgressBar(label: label)
            follow(fieldName, with: progress, in: definition) { if case .double(let value) = $1 { $0.value = value } }
            widget = progress
        case .table(let identifier, let columns, let fieldName, let action):
            widget = CListWidgets.makeTable(
                columns: columns, fieldName: fieldName, action: action, identifier: identifier, store: store)
        case .tree(let identifier, let fieldName, let action):
            widget = CListWidgets.makeTree(fieldName: fieldName, action: action, identifier: identifier, store: store)
        case .chart(_, let title, let bars, let fieldName):
            widget = CListWidgets.makeChart(title: title, bars: bars, fieldName: fieldName, store: store)
        }
        widget.identifier = description.identifier
        return widget
    }

    /// Keeps `widget` showing the state's value of the field `fieldName` (the description reader
    /// checked that the screen declares it, with the type the widget shows): `show` runs now and
    /// on every change. A text widget set to the text it has keeps its cursor.
    private func follow<W: Widget>(
        _ fieldName: String, with widget: W, in definition: CScreenDefinition,
        _ show: @escaping @MainActor (W, CValue) -> Void
    ) {
        guard let field = definition.field(named: fieldName) else { return }
        store.observeState { [weak widget] _, state in
            if let widget { show(widget, definition.value(of: field, in: state)) }
        }
    }
}
