import Lasso

/// A form for a new contact: name, phone and e-mail, saved to the directory.
public enum ContactEditorScreenModule: ScreenModule {
    /// What the form sends.
    public enum Action: Equatable, Sendable {
        /// The user edited the name.
        case didUpdateName(String)
        /// The user edited the phone number.
        case didUpdatePhone(String)
        /// The user edited the e-mail address.
        case didUpdateEmail(String)
        /// The user tapped "Save".
        case didTapSave
    }

    /// The contact being written, and what became of the last save.
    public struct State: Equatable, Codable, Sendable {
        /// The name.
        public var name: String
        /// The phone number.
        public var phone: String
        /// The e-mail address.
        public var email: String
        /// Why the last save failed, if it did.
        public var message: String?

        /// Creates a state.
        public init(name: String = "", phone: String = "", email: String = "", message: String? = nil) {
            self.name = name
            self.phone = phone
            self.email = email
            self.message = message
        }

        /// Whether there is enough to save: a name.
        public var canSave: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// What the form tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The contact with `id` was saved.
        case didSaveContact(id: String)
    }

    /// An empty form.
    public static var defaultInitialState: State { State() }

    /// Builds the form.
    public static func createScreen(with store: ContactEditorStore) -> Screen {
        Screen(store, ContactEditorViewController(store: store.asViewStore()))
    }
}
