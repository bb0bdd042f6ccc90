import Lasso

/// Looks the contact up and reports call requests.
public final class ContactDetailStore: LassoStore<ContactDetailScreenModule> {
    /// Where contacts come from; the sample directory unless replaced. The detail follows its
    /// changes.
    public var directory: any ContactsDirectory = SampleContactsDirectory() {
        didSet {
            subscription = directory.observeChanges { [weak self] in self?.lookUp() }
            lookUp()
        }
    }
    private var subscription: ContactsSubscription?
    /// The deletion under way: what a test awaits.
    private(set) var work: Task<Void, Never>?

    /// Creates the store and looks up the contact.
    public required init(with initialState: State) {
        super.init(with: initialState)
        lookUp()
    }

    /// Handles the call button.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didTapCall:
            guard let contact = state.contact else { return }
            dispatchOutput(.didRequestCall(phone: contact.phone))
        case .didTapDelete:
            guard state.contact != nil else { return }
            let id = state.contactId
            work = Task { [weak self, directory] in
                do {
                    try await directory.delete(id: id)
                    self?.dispatchOutput(.didDeleteContact)
                } catch {
                    self?.update { $0.message = "Could not delete: \(error)" }
                }
            }
        }
    }

    private func lookUp() {
        let contact = directory.contact(id: state.contactId)
        let isLoading = !directory.isLoaded
        update {
            $0.contact = contact
            $0.isLoading = isLoading
        }
    }
}
