import Lasso

/// One contact's details, looked up by id.
public enum ContactDetailScreenModule: ScreenModule {
    /// What the detail view sends.
    public enum Action: Equatable, Sendable {
        /// The user asked to call the contact.
        case didTapCall
    }

    /// Which contact, and what was found.
    public struct State: Equatable, Codable, Sendable {
        /// The id of the contact to show.
        public var contactId: String
        /// The contact, once looked up; `nil` when the id is unknown.
        public var contact: Contact?

        /// Creates a state for `contactId`.
        public init(contactId: String = "", contact: Contact? = nil) {
            self.contactId = contactId
            self.contact = contact
        }
    }

    /// What the detail screen tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user asked to call `phone`.
        case didRequestCall(phone: String)
    }

    /// No contact.
    public static var defaultInitialState: State { State() }

    /// Builds the detail screen.
    public static func createScreen(with store: ContactDetailStore) -> Screen {
        Screen(store, ContactDetailViewController(store: store.asViewStore()))
    }
}
