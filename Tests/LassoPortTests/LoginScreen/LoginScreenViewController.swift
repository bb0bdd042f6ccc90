import Lasso

final class LoginScreenViewController: ViewController, LassoView { // port: UIViewController

    let store: LoginScreenModule.ViewStore

    init(_ store: ViewStore) {
        self.store = store
    }

    override func viewDidLoad() {
        // omitted for clarity: create/layout the UIKit controls
        view = Stack([usernameField, passwordField, errorLabel, loginButton]) // port: layout
        setUpBindings()
    }

    private let usernameField = TextField() // port: UITextField
    private let passwordField = TextField(isSecure: true) // port: UITextField
    private let errorLabel = Label(style: .error) // port: UILabel
    private let loginButton = Button("Log in") // port: UIButton

    private func setUpBindings() {
        // State change inputs:
        store.observeState(\.username) { [weak self] username in
            self?.usernameField.text = username
        }
        store.observeState(\.password) { [weak self] password in
            self?.passwordField.text = password
        }
        store.observeState(\.error) { [weak self] error in
            self?.errorLabel.text = error ?? "" // port: UILabel.text is optional, Label.text is not
        }

        // Action outputs:
        usernameField.bindTextDidChange(to: store) { text in
            .didUpdateUsername(text)
        }
        passwordField.bindTextDidChange(to: store) { text in
            .didUpdatePassword(text)
        }
        loginButton.bind(to: store, action: .didTapLogin)
    }
}
