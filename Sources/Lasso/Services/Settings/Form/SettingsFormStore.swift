/// Edits declared settings (``SettingsFormScreenModule``) and saves them as the user's own.
public final class SettingsFormStore: LassoStore<SettingsFormScreenModule> {
    /// The services of the plugin that shows the form (or the host's, for `lasso.settings`):
    /// whose user's settings are edited, and the app's catalog of declared settings. Setting it
    /// lists the settings and follows their saved values.
    public var services: HostServices? {
        didSet {
            load()
            // A hot swap that adds, removes or changes a setting, or a config reload, shows at once.
            services?.settings.catalog.follow(self, plugin: nil) { [weak self] in self?.load() }
        }
    }

    /// Creates the store. A state that comes back without its fields (a restored session, a
    /// hot swap, which keep only the edits) is filled from the catalog again at once.
    public required init(with initialState: State) {
        super.init(with: initialState)
        observeState { [weak self] old, new in
            let lostFields = new.fields.isEmpty && old?.fields.isEmpty == false
            guard !new.restoredEdits.isEmpty || lostFields else { return }
            self?.load()
        }
    }

    /// The saved values' observations, one per field.
    private var observations: [StorageObservation] = []
    /// The storage work started last (saving, resetting): what a test awaits.
    package private(set) var work: Task<Void, Never>?

    public override func handleAction(_ action: Action) {
        switch action {
        case .didEdit(let id, let text):
            edit(id) { $0.edit(text: text) }
        case .didToggle(let id):
            edit(id) { field in
                if case .bool(let isOn) = field.value { field.choose(.bool(!isOn)) }
            }
        case .didChoose(let id, let index):
            edit(id) { field in
                guard let choices = field.declaration.choices, choices.indices.contains(index) else { return }
                field.choose(.string(choices[index]))
            }
        case .didTapSave:
            start { await $0.save() }
        case .didTapReset:
            start { await $0.reset() }
        }
    }

    /// The plugins shown: the state's, or every plugin that declares settings, the host first.
    private func shownPlugins(in catalog: SettingsCatalog) -> [String] {
        var seen: Set<String> = []
        return (state.plugins ?? catalog.pluginNames).filter { seen.insert($0).inserted }
    }

    private func load() {
        observations = []
        guard let services else { return }
        let catalog = services.settings.catalog
        // Edits the state kept (from a saved session, or from before the declarations changed)
        // stay, as far as the settings still take them.
        let edits = state.restoredEdits + state.fields.filter(\.isEdited).map(SettingsFormEdit.init)
        var fields: [SettingsFormField] = []
        for plugin in shownPlugins(in: catalog) {
            let settings = services.settings.of(plugin)
            for declaration in catalog.declarations[plugin] ?? [] {
                var field = SettingsFormField(
                    plugin: plugin, declaration: declaration, value: settings.fallback(for: declaration))
                if let edit = edits.last(where: { $0.id == field.id }) { field.reapply(edit) }
                fields.append(field)
            }
        }
        update {
            $0.fields = fields
            $0.restoredEdits = []
            $0.hasUnsavedChanges = fields.contains(where: \.isEdited)
            $0.storageLocation = Self.describeStore(services.storage.user.location)
            if fields.isEmpty {
                $0.message = Self.nothingToShow
            } else if $0.message == Self.nothingToShow {
                $0.message = nil
            }
        }
        observations = fields.map { field in
            let id = field.id
            return services.settings.of(field.plugin).observeResolved(field.declaration) { [weak self] saved in
                self?.savedValueChanged(id, saved)
            }
        }
    }

    /// Where values are kept, as the form says it: the app's store (its file is the app's,
    /// with every plugin's records: docs/services.md), or memory, gone when the app ends.
    static let nothingToShow = "No settings to show: no plugin shown here declares any."

    static func describeStore(_ location: String) -> String {
        location == "memory" ? "memory (until the app ends)" : "the app's store"
    }

    private func edit(_ id: String, _ change: (inout SettingsFormField) -> Void) {
        guard let index = state.fields.firstIndex(where: { $0.id == id }) else { return }
        update {
            change(&$0.fields[index])
            $0.hasUnsavedChanges = $0.fields.contains(where: \.isEdited)
            $0.message = nil
        }
    }

    /// Starts `job`. Jobs reach the storage in the order they start: each runs on the main
    /// actor up to its first read or write.
    private func start(_ job: @escaping @MainActor (SettingsFormStore) async -> Void) {
        work = Task { [weak self] in
            guard let self else { return }
            await job(self)
        }
    }

    private func save() async {
        guard let services else { return }
        if let wrong = state.fields.first(where: { $0.problem != nil }), let problem = wrong.problem {
            update { $0.message = "Not saved: \(problem)." }
            return
        }
        let edited = state.fields.filter(\.isEdited)
        do {
            for field in edited {
                try await services.settings.of(field.plugin).set(field.value, of: field.declaration)
            }
        } catch {
            services.log.error("could not save the settings", ["error": .value("\(error)")])
            update { $0.message = "Could not save: \(error)" }
            return
        }
        update { state in
            for index in state.fields.indices {
                let field = state.fields[index]
                // An edit made while saving stays unsaved.
                if let saved = edited.first(where: { $0.id == field.id }), saved.value == field.value {
                    state.fields[index].isEdited = false
                }
            }
            state.hasUnsavedChanges = state.fields.contains(where: \.isEdited)
            state.message = "Saved."
        }
        services.log.info("saved the settings", ["changed": .value(edited.map(\.id).joined(separator: ","))])
        dispatchOutput(.didSaveSettings)
    }

    private func reset() async {
        guard let services else { return }
        let fields = state.fields
        do {
            for field in fields {
                try await services.settings.of(field.plugin).reset(field.declaration)
            }
        } catch {
            update { $0.message = "Could not reset: \(error)" }
            return
        }
        update {
            for index in $0.fields.indices {
                let field = $0.fields[index]
                $0.fields[index].isEdited = false
                $0.fields[index].show(saved: services.settings.of(field.plugin).fallback(for: field.declaration))
            }
            $0.hasUnsavedChanges = false
            $0.message = "Back to the defaults; nothing is saved."
        }
    }

    /// A saved value (from this form or another session of the user) shows, unless the field
    /// has an edit of its own, which its Save would then replace it with.
    private func savedValueChanged(_ id: String, _ saved: JSONValue) {
        guard let index = state.fields.firstIndex(where: { $0.id == id }),
            !state.fields[index].isEdited, state.fields[index].value != saved
        else { return }
        update { $0.fields[index].show(saved: saved) }
    }
}
