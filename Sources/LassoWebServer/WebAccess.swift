import Foundation

/// The access token of `serve` (printed at start, or in `--token-file`), which a browser shows
/// once to sign in (``WebSignIn``), and the checks of where a request comes from.
struct WebAccess: Sendable {
    let token: String

    /// Whether `candidate` is the token, compared in time that does not depend on where they
    /// differ.
    func isToken(_ candidate: String) -> Bool {
        Self.constantTimeEqual(Array(candidate.utf8), Array(token.utf8))
    }

    private static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// A new random token: 128 bits, as 32 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let digits = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// Whether a socket opened from `origin` (its `Origin` header) may use the app served at
    /// `host` (the request's `Host` header): the page's own origin or one of `allowed`.
    /// Whether a form post comes from the server's own page, as far as a browser says: its
    /// `Sec-Fetch-Site` (sent by current browsers) is `same-origin` (or `none`, typed by the
    /// user), and an `Origin` it names is the server's or an allowed one. (The sign-in page's
    /// `no-referrer` policy makes a browser send `Origin: null` for its own post.) A client that
    /// is no browser sends neither, and cannot be made to post by another site's page.
    static func isOwnPagesPost(origin: String?, fetchSite: String?, host: String?, allowed: [String]) -> Bool {
        if let fetchSite, fetchSite != "same-origin", fetchSite != "none" { return false }
        if let origin, origin != "null", !isAllowedOrigin(origin, host: host, allowed: allowed) { return false }
        return true
    }

    static func isAllowedOrigin(_ origin: String?, host: String?, allowed: [String]) -> Bool {
        guard let origin, let host else { return false }
        if allowed.contains(origin) { return true }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}
