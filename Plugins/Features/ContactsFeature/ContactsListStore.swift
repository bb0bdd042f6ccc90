import Lasso

/// Filters the directory by the search text and reports selections.
public final class ContactsListStore: LassoStore<ContactsListScreenModule> {
    /// Where contacts come from; the sample directory unless replaced. The list follows its
    /// changes (a contact added in another session of the user shows at once).
    public var directory: any ContactsDirectory = SampleContactsDirectory() {
        didSet {
            subscription = directory.observeChanges { [weak self] in self?.refresh() }
            refresh()
        }
    }
    private var subscription: ContactsSubscription?

    /// Creates the store and fills the list for the initial query.
    public required init(with initialState: State) {
        super.init(with: initialState)
        refresh()
    }

    /// Handles searching and selecting.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didUpdateQuery(let query):
            update { $0.query = query }
            refresh()
        case .didSelectRow(let index):
            guard state.shownContacts.indices.contains(index) else { return }
            dispatchOutput(.didSelectContact(id: state.shownContacts[index].id))
        case .didTapNewContact:
            dispatchOutput(.didRequestNewContact)
        }
    }

    private func refresh() {
        let shown = directory.allContacts().filter { $0.matches(state.query) }
        let isLoading = !directory.isLoaded
        update {
            $0.shownContacts = shown
            $0.isLoading = isLoading
        }
    }
}
