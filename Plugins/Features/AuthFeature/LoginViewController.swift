import Lasso

/// Shows a ``LoginStore``: a title, the username and password fields, the error message, an
/// activity indicator while logging in, and the "Log In" button.
///
/// Widgets follow the state (a restored state shows in the fields) and send the user's edits
/// and taps as actions. Fields and button are disabled while a login runs. Identifiers for
/// scripts and tests: "username", "password", "error", "activity", "login".
public final class LoginViewController: ViewController, LassoView {
    /// The view store the controller shows and sends actions to.
    public let store: LoginScreenModule.ViewStore

    /// Creates the controller over `store`; widgets are built when the view loads.
    public init(store: LoginScreenModule.ViewStore) {
        self.store = store
        super.init()
        title = "Log In"
    }

    /// Builds the widgets and binds them to the store.
    public override func viewDidLoad() {
        super.viewDidLoad()

        let titleLabel = Label("Log in to Lasso", style: .title)

        let usernameField = TextField(placeholder: "Username")
        usernameField.identifier = "username"
        usernameField.bind(\.text, to: store, \.username)
        usernameField.bind(\.isEnabled, to: store, \.isLoggingIn) { !$0 }
        usernameField.bindTextDidChange(to: store) { .didUpdateUsername($0) }

        let passwordField = TextField(placeholder: "Password", isSecure: true)
        passwordField.identifier = "password"
        passwordField.bind(\.text, to: store, \.password)
        passwordField.bind(\.isEnabled, to: store, \.isLoggingIn) { !$0 }
        passwordField.bindTextDidChange(to: store) { .didUpdatePassword($0) }
        // Enter in the password field logs in, as on every login form.
        passwordField.bindSubmit(to: store, action: .didTapLogin)

        let errorLabel = Label(style: .error)
        errorLabel.identifier = "error"
        errorLabel.bind(\.text, to: store, \.error) { $0 ?? "" }

        let activityIndicator = ActivityIndicator(message: "Logging in…")
        activityIndicator.identifier = "activity"
        activityIndicator.bind(\.isAnimating, to: store, \.isLoggingIn)

        let loginButton = Button("Log In")
        loginButton.identifier = "login"
        loginButton.bind(to: store, action: .didTapLogin)
        loginButton.bind(\.isEnabled, to: store, \.isLoggingIn) { !$0 }

        view = Stack(
            spacing: 1,
            [
                titleLabel,
                usernameField,
                passwordField,
                errorLabel,
                activityIndicator,
                loginButton,
            ])
    }
}
