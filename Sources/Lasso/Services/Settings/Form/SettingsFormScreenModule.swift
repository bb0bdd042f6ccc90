/// The settings screen the host draws from declared settings (``PluginSetting``): `lasso.settings`
/// in a config, or any plugin's own registration of it. One row per setting, grouped by plugin,
/// each drawn for its kind — a switch, a field, a choice — with its help; "Save" keeps the edited
/// values as the user's own, "Reset" forgets them. Values another session of the same user saves
/// show at once where this form has no edits of its own.
public enum SettingsFormScreenModule: ScreenModule {
    /// What the form sends.
    public enum Action: Equatable, Sendable {
        /// The text of field `id` (`plugin.setting`) is now `text`.
        case didEdit(id: String, text: String)
        /// The switch of `id` was flipped.
        case didToggle(id: String)
        /// Choice number `index` of `id` was chosen.
        case didChoose(id: String, index: Int)
        /// The user tapped "Save".
        case didTapSave
        /// The user tapped "Reset": forget their values of the settings shown.
        case didTapReset
    }

    /// The settings shown and their values as edited.
    public struct State: Equatable, Codable, Sendable {
        /// The plugins whose settings are shown, in order; `nil`: every plugin that declares
        /// some, the host's own first. A config sets it: `state: { plugins: [units] }`.
        public var plugins: [String]?
        /// One per setting shown.
        public var fields: [SettingsFormField]
        /// Whether a value differs from the saved one.
        public var hasUnsavedChanges: Bool
        /// What happened to the last save or reset.
        public var message: String?
        /// Where the values are kept, as the form names it.
        public var storageLocation: String?
        /// Edits read from a saved session, applied once the form knows the settings.
        var restoredEdits: [SettingsFormEdit] = []

        /// Creates a state showing `plugins`' settings (every plugin's by default).
        public init(plugins: [String]? = nil) {
            self.plugins = plugins
            fields = []
            hasUnsavedChanges = false
        }

        private enum CodingKeys: String, CodingKey { case plugins, edits }

        /// Reads which plugins are shown and the user's unsaved edits; the settings themselves
        /// are the catalog's, read when the form starts.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(plugins: try container.decodeIfPresent([String].self, forKey: .plugins))
            restoredEdits = try container.decodeIfPresent([SettingsFormEdit].self, forKey: .edits) ?? []
        }

        /// Saves which plugins are shown and the user's unsaved edits, never the settings'
        /// declarations: those are the catalog's, as the plugins declare them when the session
        /// comes back.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(plugins, forKey: .plugins)
            let edits = restoredEdits + fields.filter(\.isEdited).map(SettingsFormEdit.init)
            if !edits.isEmpty { try container.encode(edits, forKey: .edits) }
        }
    }

    /// What the form tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user saved the settings.
        case didSaveSettings
    }

    public static var defaultInitialState: State { State() }

    public static func createScreen(with store: SettingsFormStore) -> Screen {
        Screen(store, SettingsFormViewController(store: store.asViewStore()))
    }
}

/// An edit of a setting not saved yet, as a saved session keeps it: which setting, its value and
/// the text typed.
struct SettingsFormEdit: Equatable, Codable, Sendable {
    var id: String
    var value: JSONValue
    var text: String

    init(_ field: SettingsFormField) {
        id = field.id
        value = field.value
        text = field.text
    }
}

/// One setting on the settings screen: its declaration and its value as shown.
public struct SettingsFormField: Equatable, Codable, Sendable {
    /// The plugin that declares it.
    public var plugin: String
    /// What it is.
    public var declaration: SettingDeclaration
    /// Its value as shown: the saved one, or the edit.
    public var value: JSONValue
    /// The text of a text, integer or number field as typed.
    public var text: String
    /// Why the typed text is no value of the setting, when it is not.
    public var problem: String?
    /// Whether the user changed it since it was saved or read.
    public var isEdited: Bool

    /// `plugin.setting`: how actions and a config name it.
    public var id: String { "\(plugin).\(declaration.name)" }

    init(plugin: String, declaration: SettingDeclaration, value: JSONValue) {
        self.plugin = plugin
        self.declaration = declaration
        self.value = value
        text = value.scalarText ?? ""
        isEdited = false
    }

    /// Takes `value` as the saved one, unless the user is editing it.
    mutating func show(saved value: JSONValue) {
        guard !isEdited else { return }
        self.value = value
        text = value.scalarText ?? ""
        problem = nil
    }

    /// The user typed `text`: the value when the setting takes it, else a problem.
    mutating func edit(text: String) {
        self.text = text
        isEdited = true
        let number = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let typed: JSONValue? =
            switch declaration.kind {
            case .integer: Int64(number).map(JSONValue.integer)
            case .number: Double(number).map(JSONValue.number)
            default: .string(text)
            }
        if let typed, let accepted = declaration.accepted(typed) {
            value = accepted
            problem = nil
        } else {
            problem = "\(declaration.title) must be \(declaration.expectation)"
        }
    }

    /// Takes `edit` again (from a saved session, or from before the declarations changed), as
    /// far as the declaration takes it: typed text is checked again, a choice it no longer
    /// offers is dropped.
    mutating func reapply(_ edit: SettingsFormEdit) {
        switch declaration.kind {
        case .text, .integer, .number: self.edit(text: edit.text)
        default: choose(edit.value)
        }
    }

    /// The user chose `value` (a switch, a choice).
    mutating func choose(_ value: JSONValue) {
        guard let accepted = declaration.accepted(value) else { return }
        self.value = accepted
        text = accepted.scalarText ?? ""
        problem = nil
        isEdited = true
    }
}
