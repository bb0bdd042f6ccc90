import Lasso

/// Who a request to `serve` comes from (``Lasso/AppUser``), by the one rule the server was
/// started with: anyone holding the access token is one user (``Lasso/AppUser/tokenHolder``);
/// with ``WebServeOptions/authProxy``, the person a trusted reverse proxy names in a header.
package enum WebIdentity {
    /// Why a request has no user, with the status to answer and what the person reads.
    struct Refusal: Error, Equatable {
        let status: Int
        let message: String
    }

    /// The user a trusted proxy named: `header` as it came (`nil`: not sent), from `peer`.
    static func proxyUser(_ header: String?, from peer: String?, proxy: WebServeOptions.AuthProxy)
        -> Result<AppUser, Refusal>
    {
        guard let peer, proxy.trustedAddresses.contains(peer) else {
            return .failure(
                Refusal(
                    status: 403,
                    message:
                        "This server takes its users from a reverse proxy: open the app at the proxy's address, not at the server's (\(peer ?? "a local socket") is not a --trusted-proxy)."
                ))
        }
        guard let header, let name = Self.userName(header) else {
            return .failure(
                Refusal(
                    status: 401,
                    message:
                        "The proxy did not say who you are (its \(proxy.header) header is missing or not a user name). Sign in at the proxy and try again."
                ))
        }
        return .success(AppUser(authority: .proxy, name: name))
    }

    /// `text` as a user name: trimmed, 1 to 128 characters, none of them a control character or
    /// a colon (which separates the authority in ``Lasso/AppUser/id``); `nil` otherwise.
    package static func userName(_ text: String) -> String? {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard (1...128).contains(name.count),
            name.unicodeScalars.allSatisfy({ !$0.properties.generalCategory.isControl && $0 != ":" })
        else { return nil }
        return name
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControl: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned: true
        default: false
        }
    }
}
