import Foundation
import Lasso

/// Edits the settings and saves them to its ``storage``.
public final class SettingsStore: LassoStore<SettingsScreenModule> {
    /// Where the store says what it did; the host's log for the plugin, nothing by default.
    public var log: PluginLog?

    /// Where values are saved; `nil` keeps them in memory only (the emitted output still lets the
    /// app persist them). Setting it loads the saved values unless there are unsaved edits, and
    /// follows them when another session of the same user saves.
    public var storage: (any SettingsStorage)? {
        didSet {
            let location = storage?.location
            update { $0.storageLocation = location }
            observation = nil
            start { store in
                await store.loadSavedValues()
                store.observation = store.storage?.observe { [weak store] in store?.savedValuesChanged($0) }
            }
        }
    }

    /// The saved values' observation, while there is a storage that can tell.
    private var observation: StorageObservation?
    /// The storage work started last (loading, saving, resetting): what a test awaits.
    private(set) var work: Task<Void, Never>?

    /// Handles the form's edits and the save button.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didUpdateDisplayName(let name):
            edit { $0.displayName = name }
        case .didToggleNotifications:
            edit { $0.notificationsEnabled.toggle() }
        case .didSelectTheme(let index):
            guard SettingsValues.themes.indices.contains(index) else { return }
            edit { $0.theme = SettingsValues.themes[index] }
        case .didTapSave:
            start { await $0.save() }
        case .didTapReset:
            start { await $0.reset() }
        }
    }

    /// Starts `job`. Jobs reach the storage in the order they start: each runs on the main
    /// actor up to its first read or write.
    private func start(_ job: @escaping @MainActor (SettingsStore) async -> Void) {
        work = Task { [weak self] in
            guard let self else { return }
            await job(self)
        }
    }

    private func edit(_ change: (inout SettingsValues) -> Void) {
        update {
            change(&$0.values)
            $0.hasUnsavedChanges = true
            $0.message = nil
        }
    }

    private func save() async {
        let values = state.values
        do {
            try await storage?.save(values)
            update {
                // Edits made while saving stay unsaved.
                $0.hasUnsavedChanges = $0.values != values
                $0.message = "Saved."
            }
            log?.info("saved the settings", ["theme": .value(values.theme)])
            dispatchOutput(.didSaveSettings(values))
        } catch {
            log?.error("could not save the settings", ["error": .value(Self.describe(error))])
            update { $0.message = "Could not save: \(Self.describe(error))" }
        }
    }

    private func reset() async {
        do {
            try await storage?.reset()
            update {
                $0.values = SettingsValues()
                $0.hasUnsavedChanges = false
                $0.message = "Back to the defaults; nothing is saved."
            }
        } catch {
            update { $0.message = "Could not reset: \(Self.describe(error))" }
        }
    }

    private func loadSavedValues() async {
        guard let storage else { return }
        do {
            let saved = try await storage.load()
            if let saved, !state.hasUnsavedChanges { update { $0.values = saved } }
        } catch {
            update { $0.message = "Could not read saved settings: \(Self.describe(error))" }
        }
    }

    /// Values saved by another session of the same user show here, unless this form has edits
    /// of its own (which its Save would then replace them with).
    private func savedValuesChanged(_ saved: SettingsValues?) {
        guard !state.hasUnsavedChanges, let saved, saved != state.values else { return }
        update { $0.values = saved }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? StorageError)?.description ?? error.localizedDescription
    }
}
