/// The login service used when none is injected: it knows one demo account,
/// username ``demoUsername`` ("lasso") with password ``demoPassword`` ("swift"), and answers
/// after ``delay`` to make the in-progress state visible.
public struct DemoLoginService: LoginService {
    /// The demo account's username: "lasso".
    public static let demoUsername = "lasso"

    /// The demo account's password: "swift".
    public static let demoPassword = "swift"

    /// How long each answer takes.
    public var delay: Duration

    /// Creates the service; answers take `delay` (one second by default).
    public init(delay: Duration = .seconds(1)) {
        self.delay = delay
    }

    /// Accepts the demo account after ``delay``; throws ``LoginError/wrongCredentials`` for
    /// anything else, and `CancellationError` when cancelled while waiting.
    public func logIn(username: String, password: String) async throws -> AuthenticatedUser {
        if delay > .zero {
            try await Task.sleep(for: delay)
        }
        guard username == Self.demoUsername, password == Self.demoPassword else {
            throw LoginError.wrongCredentials
        }
        return AuthenticatedUser(username: username)
    }
}
