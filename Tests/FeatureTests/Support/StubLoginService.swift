import AuthFeature

/// A login service answering every request at once with a fixed outcome.
struct StubLoginService: LoginService {
    /// The answer to every request.
    var outcome: Result<AuthenticatedUser, any Error>

    func logIn(username: String, password: String) async throws -> AuthenticatedUser {
        try outcome.get()
    }
}
