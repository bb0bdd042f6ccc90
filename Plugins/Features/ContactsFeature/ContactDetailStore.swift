import Lasso

/// Looks the contact up and reports call requests.
public final class ContactDetailStore: LassoStore<ContactDetailScreenModule> {
    /// Where contacts come from; the sample directory unless replaced.
    public var directory: any ContactsDirectory = SampleContactsDirectory() {
        didSet { lookUp() }
    }

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
        }
    }

    private func lookUp() {
        let contact = directory.contact(id: state.contactId)
        update { $0.contact = contact }
    }
}
