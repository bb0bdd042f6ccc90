import Lasso

/// The new contact's fields and a save button, enabled once there is a name.
public final class ContactEditorViewController: ViewController, LassoView {
    /// The form's view store.
    public let store: ContactEditorScreenModule.ViewStore

    /// Creates the controller.
    public init(store: ContactEditorScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "New contact"
    }

    /// Builds the fields and the button, bound to the store.
    public override func viewDidLoad() {
        let name = TextField(placeholder: "Name")
        name.identifier = "name"
        name.bind(\.text, to: store, \.name)
        name.bindTextDidChange(to: store) { .didUpdateName($0) }
        let phone = TextField(placeholder: "Phone")
        phone.identifier = "phone"
        phone.bind(\.text, to: store, \.phone)
        phone.bindTextDidChange(to: store) { .didUpdatePhone($0) }
        let email = TextField(placeholder: "E-mail")
        email.identifier = "email"
        email.bind(\.text, to: store, \.email)
        email.bindTextDidChange(to: store) { .didUpdateEmail($0) }
        let save = Button("Save")
        save.identifier = "save"
        save.bind(to: store, action: .didTapSave)
        save.bind(\.isEnabled, to: store, \.canSave)
        let message = Label(style: .error)
        message.bind(\.text, to: store, \.message) { $0 ?? "" }
        view = Stack(spacing: 1, [name, phone, email, save, message])
    }
}
