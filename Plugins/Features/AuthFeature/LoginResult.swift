/// The answer of a ``LoginService`` to one login request, as the login store receives it.
public enum LoginResult: Equatable, Codable, Sendable {
    /// The credentials were accepted.
    case succeeded(AuthenticatedUser)
    /// The credentials were refused, or the service failed; `message` is shown to the user.
    case failed(message: String)
}
