import Lasso

/// A settings form: a display name, a notifications switch and a theme. "Save" stores the values
/// and emits them, so the app can persist them or react.
public enum SettingsScreenModule: ScreenModule {
    /// What the form sends.
    public enum Action: Equatable, Sendable {
        /// The user edited the display name.
        case didUpdateDisplayName(String)
        /// The user toggled notifications.
        case didToggleNotifications
        /// The user chose theme number `index` of ``SettingsValues/themes``.
        case didSelectTheme(Int)
        /// The user tapped "Save".
        case didTapSave
        /// The user tapped "Reset": forget the saved values and go back to the defaults.
        case didTapReset
    }

    /// The values being edited and what happened to the last save.
    public struct State: Equatable, Codable, Sendable {
        /// The values as edited.
        public var values: SettingsValues
        /// Whether the values differ from the last saved ones.
        public var hasUnsavedChanges: Bool
        /// A message about the last save ("Saved." or the error).
        public var message: String?
        /// Where saved values are kept, as the form shows it; `nil` when they are not kept.
        public var storageLocation: String?

        /// Creates a state.
        public init(values: SettingsValues = SettingsValues(), hasUnsavedChanges: Bool = false, message: String? = nil)
        {
            self.values = values
            self.hasUnsavedChanges = hasUnsavedChanges
            self.message = message
        }
    }

    /// What the form tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user saved `values`.
        case didSaveSettings(SettingsValues)
    }

    /// Default values.
    public static var defaultInitialState: State { State() }

    /// Builds the settings screen.
    public static func createScreen(with store: SettingsStore) -> Screen {
        Screen(store, SettingsViewController(store: store.asViewStore()))
    }
}
