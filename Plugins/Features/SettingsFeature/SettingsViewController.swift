import Lasso

/// The settings form: a profile section with the name field, a preferences section with the
/// notifications toggle and the theme as a segmented choice, and the save button. The chosen
/// theme applies to the whole app at once: the controller asks its window for it
/// (`Window.requestedTheme`), on every change and whenever the form appears.
public final class SettingsViewController: ViewController, LassoView {
    /// The form's view store.
    public let store: SettingsScreenModule.ViewStore

    /// Creates the controller.
    public init(store: SettingsScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Settings"
    }

    /// Builds the form's widgets, bound to the store.
    public override func viewDidLoad() {
        let name = TextField(placeholder: "Display name")
        name.identifier = "displayName"
        name.bind(\.text, to: store, \.values.displayName)
        name.bindTextDidChange(to: store) { .didUpdateDisplayName($0) }

        let notifications = Toggle("Notifications")
        notifications.identifier = "notifications"
        notifications.bind(\.isOn, to: store, \.values.notificationsEnabled)
        notifications.bindToggle(to: store) { _ in .didToggleNotifications }

        let themes = ChoiceGroup(SettingsValues.themes, style: .segmented, title: "Theme")
        themes.identifier = "theme"
        themes.bind(\.selectedIndex, to: store, \.values.theme) { SettingsValues.themes.firstIndex(of: $0) }
        themes.bindSelection(to: store) { .didSelectTheme($0) }

        let save = Button("Save")
        save.identifier = "save"
        save.bind(to: store, action: .didTapSave)
        save.bind(\.isEnabled, to: store, \.hasUnsavedChanges)

        let reset = Button("Reset")
        reset.identifier = "reset"
        reset.bind(to: store, action: .didTapReset)

        let message = Label(style: .caption)
        message.bind(\.text, to: store, \.message) { $0 ?? "" }
        let location = Label(style: .caption)
        location.bind(\.text, to: store, \.storageLocation) { $0.map { "Saved in \($0)" } ?? "" }

        view = Stack(
            spacing: 1,
            [
                FormSection("Profile", [name]),
                FormSection("Preferences", spacing: 1, [notifications, themes]),
                Stack(axis: .horizontal, spacing: 2, [save, reset]),
                location,
                message,
            ])
        store.observeState(\.values.theme) { [weak self] (_: String) in self?.applyTheme() }
    }

    /// Applies the chosen theme whenever the form appears, the saved one included.
    public override func viewWillAppear() {
        applyTheme()
    }

    private func applyTheme() {
        window?.requestedTheme = store.state.values.requestedTheme
    }
}
