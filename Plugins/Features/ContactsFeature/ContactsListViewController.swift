import Lasso

/// A search field above the list of matching contacts.
public final class ContactsListViewController: ViewController, LassoView {
    /// The list's view store.
    public let store: ContactsListScreenModule.ViewStore

    /// Creates the controller.
    public init(store: ContactsListScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Contacts"
    }

    /// Builds the search field, the list and an empty-result message, bound to the store.
    public override func viewDidLoad() {
        let search = TextField(placeholder: "Search")
        search.identifier = "search"
        search.bind(\.text, to: store, \.query)
        search.bindTextDidChange(to: store) { .didUpdateQuery($0) }

        let list = List()
        list.identifier = "contacts"
        list.columnWidths = [.fitting, .fitting]
        list.bind(\.rows, to: store, \.shownContacts) { contacts in
            contacts.map { List.Row(cells: [$0.name, $0.phone]) }
        }
        list.bindSelection(to: store) { .didSelectRow($0) }

        let empty = Label(style: .caption)
        empty.bind(\.text, to: store, \.self) { state in
            if state.isLoading { return "Reading the contacts…" }
            return state.shownContacts.isEmpty ? "No contacts match your search." : ""
        }

        let add = Button("New contact")
        add.identifier = "new-contact"
        add.bind(to: store, action: .didTapNewContact)

        view = Stack(spacing: 1, [search, list, empty, add])
    }
}
