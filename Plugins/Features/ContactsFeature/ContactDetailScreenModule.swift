import Lasso

/// One contact's details, looked up by id.
public enum ContactDetailScreenModule: ScreenModule {
    /// What the detail view sends.
    public enum Action: Equatable, Sendable {
        /// The user asked to call the contact.
        case didTapCall
        /// The user tapped "Delete".
        case didTapDelete
    }

    /// Which contact, and what was found.
    public struct State: Equatable, Codable, Sendable {
        /// The id of the contact to show.
        public var contactId: String
        /// The contact, once looked up; `nil` when the id is unknown.
        public var contact: Contact?
        /// Why the last change failed, if it did.
        public var message: String?
        /// Whether the contacts are still being read.
        public var isLoading: Bool

        /// Creates a state for `contactId`.
        public init(contactId: String = "", contact: Contact? = nil, message: String? = nil, isLoading: Bool = false) {
            self.contactId = contactId
            self.contact = contact
            self.message = message
            self.isLoading = isLoading
        }
    }

    /// What the detail screen tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user asked to call `phone`.
        case didRequestCall(phone: String)
        /// The contact was deleted.
        case didDeleteContact
    }

    /// No contact.
    public static var defaultInitialState: State { State() }

    /// Builds the detail screen.
    public static func createScreen(with store: ContactDetailStore) -> Screen {
        Screen(store, ContactDetailViewController(store: store.asViewStore()))
    }
}
