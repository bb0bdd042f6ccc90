import Lasso

/// Shows a contact's phone and e-mail under its name (the title), with a call button; tapping
/// the phone number calls too.
public final class ContactDetailViewController: ViewController, LassoView {
    /// The detail's view store.
    public let store: ContactDetailScreenModule.ViewStore

    /// Creates the controller.
    public init(store: ContactDetailScreenModule.ViewStore) {
        self.store = store
        super.init()
        store.observeState(\.contact) { [weak self] in self?.title = $0?.name ?? "Contact" }
    }

    /// Builds the labels and the call button, bound to the store.
    public override func viewDidLoad() {
        // The name is the controller's title, which the navigation bar shows: not again here.
        let unknown = Label("Unknown contact", style: .error)
        unknown.bind(\.isHidden, to: store, \.self) { $0.contact != nil || $0.isLoading }
        let phone = Label()
        phone.bind(\.text, to: store, \.contact) { $0.map { "Phone: \($0.phone)" } ?? "" }
        // Tapping the number calls it, as the button does (a click, or Enter on it).
        let tapPhone = TapGestureRecognizer()
        tapPhone.bind(to: store, action: .didTapCall)
        phone.addGestureRecognizer(tapPhone)
        let email = Label()
        email.bind(\.text, to: store, \.contact) { $0.map { "E-mail: \($0.email)" } ?? "" }
        let call = Button("Call")
        call.identifier = "call"
        call.bind(to: store, action: .didTapCall)
        call.bind(\.isEnabled, to: store, \.contact) { $0 != nil }
        let delete = Button("Delete")
        delete.identifier = "delete"
        delete.bind(to: store, action: .didTapDelete)
        delete.bind(\.isEnabled, to: store, \.contact) { $0 != nil }
        let message = Label(style: .error)
        message.bind(\.text, to: store, \.message) { $0 ?? "" }
        view = Stack(spacing: 1, [unknown, phone, email, call, delete, message])
    }
}
