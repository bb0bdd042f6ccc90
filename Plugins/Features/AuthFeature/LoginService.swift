/// Checks credentials. The login store calls it off the main actor and waits for its answer.
///
/// Throw ``LoginError/wrongCredentials`` for refused credentials: its message is shown as is.
/// Any other error is shown as "Could not log in: …". Cancellation (the screen went away, or
/// its state was replaced) is ignored.
public protocol LoginService: Sendable {
    /// Returns the user for `username` and `password`, or throws why they are refused.
    func logIn(username: String, password: String) async throws -> AuthenticatedUser
}
