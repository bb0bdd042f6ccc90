import Lasso

/// A searchable list of contacts. Selecting one emits its id; whoever placed the list decides
/// what to show (the ``ContactsFlow`` pushes the detail screen).
public enum ContactsListScreenModule: ScreenModule {
    /// What the list view sends.
    public enum Action: Equatable, Sendable {
        /// The user edited the search field.
        case didUpdateQuery(String)
        /// The user selected row `index` of the shown (filtered) contacts.
        case didSelectRow(Int)
        /// The user tapped "New contact".
        case didTapNewContact
    }

    /// The search and the contacts it shows.
    public struct State: Equatable, Codable, Sendable {
        /// The search text.
        public var query: String
        /// The contacts matching the query, in order.
        public var shownContacts: [Contact]
        /// Whether the contacts are still being read.
        public var isLoading: Bool

        /// Creates a state.
        public init(query: String = "", shownContacts: [Contact] = [], isLoading: Bool = false) {
            self.query = query
            self.shownContacts = shownContacts
            self.isLoading = isLoading
        }
    }

    /// What the list tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user chose the contact with `id`.
        case didSelectContact(id: String)
        /// The user asked to add a contact.
        case didRequestNewContact
    }

    /// An empty search.
    public static var defaultInitialState: State { State() }

    /// Builds the list screen.
    public static func createScreen(with store: ContactsListStore) -> Screen {
        Screen(store, ContactsListViewController(store: store.asViewStore()))
    }
}
