/// Draws the settings of ``SettingsFormScreenModule``: a section per plugin (the host's is
/// "Appearance"), in it each setting for its kind — a toggle, a text field (text and numbers,
/// its title as placeholder), a choice (segmented up to five choices, a list beyond) — with its
/// help and, under a field, why what was typed is no value; then Save and Reset. The host's
/// theme applies to the whole app as soon as it is chosen (``Window/requestedTheme``).
public final class SettingsFormViewController: ViewController, LassoView {
    /// The form's view store.
    public let store: SettingsFormScreenModule.ViewStore

    /// Choices drawn side by side at most; more are a list.
    static let segmentedChoices = 5

    public init(store: SettingsFormScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Settings"
    }

    /// The declarations the view was drawn for, in order: a change (a hot swap that adds,
    /// removes or changes a setting) draws it again.
    private var drawnDeclarations: [DrawnSetting]?

    private struct DrawnSetting: Equatable {
        let plugin: String
        let declaration: SettingDeclaration
    }

    public override func viewDidLoad() {
        store.observeState(\.fields) { [weak self] (fields: [SettingsFormField]) in self?.fieldsChanged(fields) }
    }

    private func fieldsChanged(_ fields: [SettingsFormField]) {
        let declarations = fields.map { DrawnSetting(plugin: $0.plugin, declaration: $0.declaration) }
        if declarations != drawnDeclarations {
            drawnDeclarations = declarations
            draw(fields)
        }
        applyTheme()
    }

    private func draw(_ fields: [SettingsFormField]) {
        // A setting's widget is named by the setting alone, or by plugin and setting when two
        // plugins shown declare the same name.
        let names = Dictionary(grouping: fields, by: \.declaration.name)
        var sections: [Widget] = []
        var plugin: String?
        var rows: [Widget] = []
        func closeSection() {
            if let plugin { sections.append(FormSection(Self.sectionTitle(of: plugin), rows)) }
            rows = []
        }
        for field in fields {
            if field.plugin != plugin {
                closeSection()
                plugin = field.plugin
            }
            let identifier = names[field.declaration.name]?.count == 1 ? field.declaration.name : field.id
            rows.append(row(for: field, identifier: identifier))
        }
        closeSection()

        let save = Button("Save")
        save.identifier = "save"
        save.bind(to: store, action: .didTapSave)
        save.bind(\.isEnabled, to: store, \.hasUnsavedChanges)
        let reset = Button("Reset")
        reset.identifier = "reset"
        reset.bind(to: store, action: .didTapReset)
        let location = Label(style: .caption)
        location.bind(\.text, to: store, \.storageLocation) { $0.map { "What you save is kept in \($0)." } ?? "" }
        let message = Label(style: .caption)
        message.bind(\.text, to: store, \.message) { $0 ?? "" }

        // The message right under the buttons it answers; where values are kept last (a path
        // may take two lines).
        let buttons = Stack(axis: .horizontal, spacing: 2, [save, reset])
        view = Stack(spacing: 1, sections + [Stack([buttons, message]), location])
    }

    /// Applies the chosen theme whenever the form appears, the saved one included.
    public override func viewWillAppear() {
        applyTheme()
    }

    private func applyTheme() {
        guard
            isViewLoaded,
            let field = store.state.fields.first(where: {
                $0.plugin == HostSettings.plugin && $0.declaration.name == HostSettings.theme.name
            }), case .string(let name) = field.value
        else { return }
        window?.requestedTheme = Theme.named(name)
    }

    /// A section's heading: "Appearance" for the host's settings, else the plugin's name.
    static func sectionTitle(of plugin: String) -> String {
        plugin == HostSettings.plugin ? "Appearance" : plugin.prefix(1).uppercased() + plugin.dropFirst()
    }

    /// The row of `field`. Its widgets follow the field by its id, never by its place: a
    /// restored state may list other fields than the view was built with.
    private func row(for field: SettingsFormField, identifier: String) -> Widget {
        let id = field.id
        let shown: @Sendable ([SettingsFormField]) -> SettingsFormField? = { fields in fields.first { $0.id == id } }
        let declaration = field.declaration
        let input: Widget
        switch declaration.kind {
        case .toggle:
            let toggle = Toggle(declaration.title)
            toggle.identifier = identifier
            toggle.bind(\.isOn, to: store, \.fields) { shown($0)?.value == .bool(true) }
            toggle.bindToggle(to: store) { _ in .didToggle(id: id) }
            input = toggle
        case .choice:
            let choices = declaration.choices ?? []
            let group = ChoiceGroup(
                choices, style: choices.count <= Self.segmentedChoices ? .segmented : .radio, title: declaration.title)
            group.bind(\.selectedIndex, to: store, \.fields) { fields in
                shown(fields)?.value.scalarText.flatMap { choices.firstIndex(of: $0) }
            }
            group.bindSelection(to: store) { .didChoose(id: id, index: $0) }
            group.identifier = identifier
            input = group
        case .text, .integer, .number:
            let text = TextField(placeholder: declaration.title)
            text.identifier = identifier
            text.bind(\.text, to: store, \.fields) { shown($0)?.text ?? "" }
            text.bindTextDidChange(to: store) { .didEdit(id: id, text: $0) }
            if declaration.kind == .text {
                input = text
            } else {
                input = Stack(axis: .horizontal, spacing: 1, [Label(declaration.title), text])
            }
        }
        let help = Label(declaration.help, style: .caption)
        help.isHidden = declaration.help.isEmpty
        let problem = Label(style: .caption)
        problem.bind(\.text, to: store, \.fields) { shown($0)?.problem ?? "" }
        problem.bind(\.isHidden, to: store, \.fields) { shown($0)?.problem == nil }
        return Stack([input, help, problem])
    }
}
