import Foundation
import Lasso

/// The secret sign-in credentials are signed with (``SignInCredentials``): 256 random bits
/// made on the first start and kept in the app's store, in the host's own namespace (no
/// plugin reaches it). So a sign-in outlives a restart of the server, and every server sharing
/// the store (PostgreSQL, behind one proxy) takes the credentials of the others.
@MainActor
package enum CredentialSecret {
    static let address = StorageAddress(namespace: SharedSessions.namespace, scope: "app")
    static let key = "credential-secret"

    /// Why the secret cannot be had, in words that say what to do.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The store's secret, made when it has none (the first of several servers starting at
    /// once to commit it wins; the others read it).
    package static func load(from storage: StorageService) async throws -> [UInt8] {
        for _ in 0..<3 {
            if let stored = try await storage.track({ try await storage.backend.read(address, key: key) }) {
                guard let hex = try? JSONDecoder().decode(String.self, from: stored.value),
                    let secret = bytes(hex: hex), secret.count == 32
                else {
                    throw Problem(
                        description:
                            "the sign-in secret (\(SharedSessions.namespace)/\(key)) in \(storage.backend.location) is damaged: delete that record, and everyone signs in again"
                    )
                }
                return secret
            }
            var generator = SystemRandomNumberGenerator()
            let secret = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            var commit = StorageCommit(address: address)
            commit.expected[key] = .some(nil)
            commit.writes[key] = try JSONEncoder().encode(secret.map { String(format: "%02x", $0) }.joined())
            if try await storage.commit(commit) { return secret }
        }
        throw Problem(
            description:
                "the sign-in secret could not be kept in \(storage.backend.location): other servers kept changing it")
    }

    private static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        return stride(from: 0, to: digits.count, by: 2).map { index in
            UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16)
        }.reduce(into: [UInt8]?([])) { result, byte in
            guard let byte else {
                result = nil
                return
            }
            result?.append(byte)
        }
    }
}
