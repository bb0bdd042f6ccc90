internal import Foundation

/// Who is using a session of the app: the account its per-user data belongs to.
///
/// Under `lasso-shell run` it is the operating system's account that runs the shell; under
/// `serve`, the person signed in (docs/services.md, "Who is using the app"). Two users with the same
/// ``id`` are the same user everywhere: in every session, every process and every plugin.
public struct AppUser: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where an identity comes from; part of ``id``, so that an operating system account and a
    /// signed-in account of the same name are two users.
    public enum Authority: String, Sendable, Hashable, Codable {
        /// The operating system's account that runs the app (`run`).
        case system
        /// An account of `serve`'s password file.
        case account
        /// A name a trusted reverse proxy vouched for (a header).
        case proxy
        /// Anyone holding `serve`'s access token: one user for all of them.
        case token
    }

    /// Where this identity comes from.
    public let authority: Authority
    /// The name within its authority: the account's login name; `everyone` for ``Authority/token``.
    public let name: String

    /// Creates a user.
    public init(authority: Authority, name: String) {
        self.authority = authority
        self.name = name
    }

    /// The key per-user data is kept under: `authority:name` (`system:alice`).
    public var id: String { "\(authority.rawValue):\(name)" }

    /// The user ``id`` names, or `nil` when it names none.
    public init?(id: String) {
        guard let colon = id.firstIndex(of: ":"), let authority = Authority(rawValue: String(id[..<colon])) else {
            return nil
        }
        let name = String(id[id.index(after: colon)...])
        guard !name.isEmpty else { return nil }
        self.init(authority: authority, name: name)
    }

    /// Everyone who holds `serve`'s single access token, as one user.
    public static let tokenHolder = AppUser(authority: .token, name: "everyone")

    /// The operating system's account running this process (its login name, else its uid).
    public static var systemAccount: AppUser {
        AppUser(authority: .system, name: SystemAccount.currentName())
    }

    public var description: String { id }
}
