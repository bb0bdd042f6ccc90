import Lasso

/// Composes the contacts list and the detail screen: selecting a contact pushes its details
/// onto the flow's navigation context.
public final class ContactsFlow: Flow<ContactsFlowModule> {
    private let directory: any ContactsDirectory

    /// Creates the flow over `directory`.
    public init(directory: any ContactsDirectory = SampleContactsDirectory()) {
        self.directory = directory
        super.init()
    }

    /// The contacts list.
    public override func createInitialController() -> ViewController {
        ContactsListScreenModule
            .createScreen { [directory] store in store.directory = directory }
            .observeOutput { [weak self] output in
                switch output {
                case .didSelectContact(let id): self?.showContact(id: id)
                }
            }
            .controller
    }

    private func showContact(id: String) {
        guard let context else { return }
        ContactDetailScreenModule
            .createScreen(with: .init(contactId: id)) { [directory] store in store.directory = directory }
            .observeOutput { [weak self] output in
                switch output {
                case .didRequestCall(let phone): self?.dispatchOutput(.didRequestCall(phone: phone))
                }
            }
            .place(with: pushed(in: context))
    }
}
