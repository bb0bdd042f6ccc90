import Foundation
import Lasso

/// Edits the settings and saves them to its ``storage``.
public final class SettingsStore: LassoStore<SettingsScreenModule> {
    /// Where values are saved; `nil` keeps them in memory only (the emitted output still lets the
    /// app persist them). Setting it loads the saved values unless there are unsaved edits.
    public var storage: (any SettingsStorage)? {
        didSet {
            let location = storage?.location
            update { $0.storageLocation = location }
            loadSavedValues()
        }
    }

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
            save()
        case .didTapReset:
            reset()
        }
    }

    private func edit(_ change: (inout SettingsValues) -> Void) {
        update {
            change(&$0.values)
            $0.hasUnsavedChanges = true
            $0.message = nil
        }
    }

    private func save() {
        do {
            try storage?.save(state.values)
            update {
                $0.hasUnsavedChanges = false
                $0.message = "Saved."
            }
            dispatchOutput(.didSaveSettings(state.values))
        } catch {
            update { $0.message = "Could not save: \(error.localizedDescription)" }
        }
    }

    private func reset() {
        do {
            try storage?.reset()
            update {
                $0.values = SettingsValues()
                $0.hasUnsavedChanges = false
                $0.message = "Back to the defaults; nothing is saved."
            }
        } catch {
            update { $0.message = "Could not reset: \(error.localizedDescription)" }
        }
    }

    private func loadSavedValues() {
        guard !state.hasUnsavedChanges, let storage else { return }
        do {
            if let saved = try storage.load() { update { $0.values = saved } }
        } catch {
            update { $0.message = "Could not read saved settings: \(error.localizedDescription)" }
        }
    }
}
