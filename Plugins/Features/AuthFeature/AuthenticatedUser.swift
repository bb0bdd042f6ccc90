/// A user whose credentials a ``LoginService`` accepted.
public struct AuthenticatedUser: Equatable, Codable, Sendable {
    /// The name the user logged in with.
    public var username: String

    /// Creates a user.
    public init(username: String) {
        self.username = username
    }
}
