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
            if let fieldName { store.follow(fieldName, with: label) { $0.text = format.render($1) } }
            widget = label
        case .button(_, let title, let action, let arguments):
            let button = Button(title)
            button.bind(to: store, action: .invoke(action, arguments))
            widget = button
        case .textField(_, let placeholder, let fieldName, let action):
            let textField = TextField(placeholder: placeholder)
            store.follow(fieldName, with: textField) { $0.text = $1.description }
            textField.bindTextDidChange(to: store) { .invoke(action, [.string($0)]) }
            widget = textField
        case .toggle(_, let title, let fieldName, let action):
            let toggle = Toggle(title)
            store.follow(fieldName, with: toggle) { if case .bool(let isOn) = $1 { $0.isOn = isOn } }
            toggle.bindToggle(to: store) { .invoke(action, [.bool($0)]) }
            widget = toggle
        case .choice(_, let options, let segmented, let fieldName, let action):
            let choice = ChoiceGroup(options, style: segmented ? .segmented : .radio)
            store.follow(fieldName, with: choice) {
                if case .int32(let index) = $1 { $0.selectedIndex = Int(index) }
            }
            choice.bindSelection(to: store) { .invoke(action, [.int32(Int32($0))]) }
            widget = choice
        case .textView(_, let placeholder, let fieldName, let action):
            let textView = TextView(placeholder: placeholder, visibleLines: 4)
            store.follow(fieldName, with: textView) { $0.text = $1.description }
            textView.bindTextDidChange(to: store) { .invoke(action, [.string($0)]) }
            widget = textView
        case .progress(_, let label, let fieldName):
            let progress = ProgressBar(label: label)
            store.follow(fieldName, with: progress) { if case .double(let value) = $1 { $0.value = value } }
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

}
