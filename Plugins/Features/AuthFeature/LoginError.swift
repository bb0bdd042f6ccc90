/// Why a login attempt did not succeed. Its ``message`` is what the login screen shows.
public enum LoginError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a username nor a password was entered.
    case missingCredentials
    /// No username was entered.
    case missingUsername
    /// No password was entered.
    case missingPassword
    /// The service does not know this username and password.
    case wrongCredentials

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .missingCredentials: "Please enter your username and password"
        case .missingUsername: "Please enter your username"
        case .missingPassword: "Please enter your password"
        case .wrongCredentials: "Wrong username or password"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}
