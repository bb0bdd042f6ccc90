import Lasso

/// The login screen: a username and a password field, a "Log In" button, an error message and
/// an activity indicator while the credentials are checked by a ``LoginService``.
///
/// The screen does not decide what happens after a successful login: it emits
/// ``Output/userDidLogin(username:)`` and whoever placed it (a flow, the app) moves on.
///
/// ```swift
/// LoginScreenModule.createScreen { store in store.loginService = MyLoginService() }
///     .observeOutput { output in … }
///     .place(with: root(of: window))
/// ```
public enum LoginScreenModule: ScreenModule {
    /// What the login view sends to the store.
    public enum Action: Equatable, Codable, Sendable {
        /// The user edited the username field.
        case didUpdateUsername(String)
        /// The user edited the password field.
        case didUpdatePassword(String)
        /// The user activated the "Log In" button.
        case didTapLogin
        /// The login service answered the request started by the last accepted tap.
        case didReceiveLoginResult(LoginResult)
    }

    /// Everything the login screen shows.
    public struct State: Equatable, Codable, Sendable {
        /// The username as typed.
        public var username: String
        /// The password as typed: never saved, moved or shown anywhere (``Lasso/Secret``).
        @Secret public var password: String
        /// The message explaining why the last attempt failed; `nil` when there is none.
        public var error: String?
        /// Whether a login request is running. Taps on "Log In" are ignored meanwhile.
        public var isLoggingIn: Bool

        /// Creates a state; by default empty fields, no error, not logging in.
        public init(username: String = "", password: String = "", error: String? = nil, isLoggingIn: Bool = false) {
            self.username = username
            self.password = password
            self.error = error
            self.isLoggingIn = isLoggingIn
        }
    }

    /// What the login screen tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The service accepted the credentials of `username`.
        case userDidLogin(username: String)
    }

    /// The store holding the screen's logic.
    public typealias ConcreteStore = LoginStore

    /// Empty fields, no error, not logging in.
    public static var defaultInitialState: State { State() }

    /// Builds the login screen: a ``LoginViewController`` over `store`.
    public static func createScreen(with store: LoginStore) -> Screen {
        Screen(store, LoginViewController(store: store.asViewStore()))
    }
}
