import Foundation
import Lasso
import LassoWeb

/// How people sign in to `serve`, and the one place that issues and checks what they show.
///
/// - With the access token (printed at start, or `--token-file`), everyone who has it is one
///   user (``Lasso/AppUser/tokenHolder``).
/// - With `--users FILE`, each person signs in with their account's name and password.
/// - With `--auth-proxy-header`, a trusted proxy names the user on every request; there is no
///   sign-in here and no cookie.
///
/// A sign-in is answered with a credential (``SignInCredential``) in an HTTP-only, SameSite=Strict
/// cookie that lasts ``WebServeSettings/signInHours``. Wrong tokens and passwords share one
/// budget (``SignInBudget``): guessing is slowed to a few tries a second whoever sends them.
struct WebSignIn: Sendable {
    enum Method: Sendable {
        case token(WebAccess)
        case accounts(Accounts)
        case proxy(WebServeOptions.AuthProxy)
    }

    let method: Method
    let credentials: SignInCredentials
    private let budget: SignInBudget

    /// The accounts of a server signing people in with them, and the secret their credentials
    /// are signed with (``CredentialSecret``).
    struct AccountsSignIn: Sendable {
        let accounts: Accounts
        let secret: [UInt8]
    }

    /// The sign-in of a server with `options` (its token, its proxy), or with `accounts`, whose
    /// wrong tries take from `budget`.
    init(options: WebServeOptions, accounts: AccountsSignIn?, budget: SignInBudget = SignInBudget()) {
        self.budget = budget
        if let proxy = options.authProxy {
            method = .proxy(proxy)
            credentials = SignInCredentials(secret: Self.tokenSecret, token: options.token)
        } else if let accounts {
            method = .accounts(accounts.accounts)
            credentials = SignInCredentials(secret: accounts.secret, token: nil)
        } else {
            method = .token(WebAccess(token: options.token))
            // Signed with the token alone: every server started with the same token file (behind
            // one proxy, or after a restart) takes the browser's credential, and a new token
            // signs everyone out.
            credentials = SignInCredentials(secret: Self.tokenSecret, token: options.token)
        }
    }

    /// What the token is mixed with to sign the token's credentials.
    private static let tokenSecret = Array("lasso-serve-token-credential".utf8)

    /// What the sign-in page asks for; `nil` when people sign in at the proxy.
    var fields: WebPageTemplate.SignInFields? {
        switch method {
        case .token: .token(server: WebServer.serverCommand)
        case .accounts: .account
        case .proxy: nil
        }
    }

    /// Who a request comes from: the user its credential (`cookie`, the value of
    /// ``SignInCredentials/cookieName``) names, or the one a trusted proxy names (`header`,
    /// the value of its header) when `peer` is a trusted proxy.
    func user(cookie: String?, header: (String) -> String?, peer: String?) -> Result<AppUser, WebIdentity.Refusal> {
        switch method {
        case .proxy(let proxy):
            return WebIdentity.proxyUser(header(proxy.header), from: peer, proxy: proxy)
        case .token:
            guard let credential = credentials.check(cookie), credential.user == .tokenHolder else {
                return .failure(Self.signedOut)
            }
            return .success(credential.user)
        case .accounts(let accounts):
            guard let credential = credentials.check(cookie), accounts.stands(credential) else {
                return .failure(Self.signedOut)
            }
            return .success(credential.user)
        }
    }

    static let signedOut = WebIdentity.Refusal(
        status: 401, message: "Signed out: reload the page to sign in again.")

    /// What a sign-in try gets: a credential (the cookie's value), or why not.
    enum Outcome: Equatable {
        case signedIn(credential: String)
        /// Wrong, with the status to answer and what the person reads.
        case refused(status: Int, problem: String)
        /// Too many wrong tries: wait a second.
        case tooManyTries(problem: String)
    }

    /// Signs in with what the sign-in form or the address (`?token=`) sent: `token`, or `name`
    /// and `password`.
    func signIn(_ form: [String: String]) async -> Outcome {
        guard budget.allowsATry() else {
            return .tooManyTries(
                problem: "Too many sign-in tries: at most \(Int(SignInBudget.rate)) a second. Wait a moment.")
        }
        switch method {
        case .proxy:
            return .refused(status: 404, problem: "This server takes its users from a reverse proxy: sign in there.")
        case .token(let access):
            guard let token = form["token"], access.isToken(token) else {
                budget.recordWrongToken()
                return .refused(status: 401, problem: "That access token is not right.")
            }
            return .signedIn(credential: credentials.issue(for: .tokenHolder))
        case .accounts(let accounts):
            guard let name = form["name"].flatMap(WebIdentity.userName), let password = form["password"],
                let (user, stamp) = await accounts.signIn(name, password: password)
            else {
                budget.recordWrongToken()
                return .refused(status: 401, problem: "That name and password are not right.")
            }
            return .signedIn(credential: credentials.issue(for: user, stamp: stamp))
        }
    }
}
