import Lasso

/// Composes the contacts list, the detail screen and the new-contact form: selecting a contact
/// pushes its details onto the flow's navigation context, "New contact" pushes the form, and a
/// saved or deleted contact pops back to the list.
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
                case .didRequestNewContact: self?.showEditor()
                }
            }
            .controller
    }

    private func showEditor() {
        guard let context else { return }
        ContactEditorScreenModule
            .createScreen { [directory] store in store.directory = directory }
            .observeOutput { [weak context] output in
                switch output {
                case .didSaveContact: context?.popViewController(animated: false)
                }
            }
            .place(with: pushed(in: context))
    }

    private func showContact(id: String) {
        guard let context else { return }
        ContactDetailScreenModule
            .createScreen(with: .init(contactId: id)) { [directory] store in store.directory = directory }
            .observeOutput { [weak self] output in
                switch output {
                case .didRequestCall(let phone): self?.dispatchOutput(.didRequestCall(phone: phone))
                case .didDeleteContact: self?.context?.popViewController(animated: false)
                }
            }
            .place(with: pushed(in: context))
    }
}
