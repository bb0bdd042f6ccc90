import Crypto
import Foundation
import Lasso

/// What a browser keeps once its user signed in (the access cookie): who they are, until when,
/// and, for an account, a fingerprint of its password (``PasswordHash/stamp``), so that a new
/// password or a removed account ends it. It is random (a nonce of 128 bits), expires
/// (``WebServeSettings/signInHours``), and is signed with the server's key
/// (``SignInCredentials``): it reveals nothing, not even the token, and no other server takes it.
package struct SignInCredential: Sendable, Equatable {
    let user: AppUser
    /// When it ends, in seconds since 1970.
    let expires: Int64
    /// The account's ``PasswordHash/stamp`` when it was issued; empty for the token's user.
    let stamp: String
    let nonce: String
}

/// Issues and checks the credentials of one server, or of the servers behind one proxy: their
/// key is the access token (every server given the same token file takes them), or, for
/// accounts, a secret kept in the store (``CredentialSecret``), which servers sharing the store
/// share.
package struct SignInCredentials: Sendable {
    private let key: SymmetricKey
    /// The cookie's name: `lasso_access_` and 8 digits of the key's own fingerprint, so that two
    /// servers on one host (whose cookies the browser sends to both: cookies know no port) each
    /// keep their own, where one shared name signed the browser out of the other.
    package let cookieName: String
    /// How long a credential lasts.
    let lifetime: Duration

    static let cookiePrefix = "lasso_access_"
    private static let version = "1"

    package init(secret: [UInt8], token: String?, lifetime: Duration = .seconds(WebServeSettings.signInHours * 3600)) {
        let mixed = HMAC<SHA256>.authenticationCode(
            for: Array("lasso-serve-credential\u{0}\(token ?? "")".utf8), using: SymmetricKey(data: secret))
        key = SymmetricKey(data: Data(mixed))
        let fingerprint = HMAC<SHA256>.authenticationCode(for: Array("cookie-name".utf8), using: key)
        cookieName = Self.cookiePrefix + fingerprint.prefix(4).map { String(format: "%02x", $0) }.joined()
        self.lifetime = lifetime
    }

    /// A new credential for `user` (with `stamp`, an account's), as the cookie's value.
    package func issue(for user: AppUser, stamp: String = "", now: Date = Date()) -> String {
        var generator = SystemRandomNumberGenerator()
        let nonce = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
            .joined()
        let expires = Int64(now.timeIntervalSince1970) + lifetime.components.seconds
        let payload = [Self.version, "\(expires)", nonce, stamp, user.id].joined(separator: "|")
        return Self.base64URL(Data(payload.utf8)) + "." + Self.base64URL(mac(payload))
    }

    /// The credential `value` holds, when this server signed it and it has not expired.
    package func check(_ value: String?, now: Date = Date()) -> SignInCredential? {
        guard let value, value.utf8.count < 1024 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let payloadData = Self.data(base64URL: parts[0]),
            let signature = Self.data(base64URL: parts[1]),
            HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: payloadData, using: key),
            let payload = String(data: payloadData, encoding: .utf8)
        else { return nil }
        let fields = payload.split(separator: "|", maxSplits: 4, omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0] == Self.version, let expires = Int64(fields[1]),
            expires > Int64(now.timeIntervalSince1970), let user = AppUser(id: String(fields[4]))
        else { return nil }
        return SignInCredential(user: user, expires: expires, stamp: String(fields[3]), nonce: String(fields[2]))
    }

    private func mac(_ payload: String) -> Data {
        Data(HMAC<SHA256>.authenticationCode(for: Array(payload.utf8), using: key))
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static func data(base64URL text: Substring) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
