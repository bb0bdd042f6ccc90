import Foundation
import Lasso

/// Keeps the form's fields and saves the new contact to the directory.
public final class ContactEditorStore: LassoStore<ContactEditorScreenModule> {
    /// Where the contact is saved.
    public var directory: any ContactsDirectory = SampleContactsDirectory()
    /// The save under way: what a test awaits.
    private(set) var work: Task<Void, Never>?

    /// Handles the fields and the save button.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didUpdateName(let name): update { $0.name = name }
        case .didUpdatePhone(let phone): update { $0.phone = phone }
        case .didUpdateEmail(let email): update { $0.email = email }
        case .didTapSave:
            guard state.canSave, work == nil else { return }
            let contact = Contact(
                id: UUID().uuidString.lowercased(), name: state.name.trimmingCharacters(in: .whitespaces),
                phone: state.phone, email: state.email)
            work = Task { [weak self, directory] in
                do {
                    try await directory.save(contact)
                    self?.dispatchOutput(.didSaveContact(id: contact.id))
                } catch {
                    self?.update { $0.message = "Could not save: \(error)" }
                }
                self?.work = nil
            }
        }
    }
}
