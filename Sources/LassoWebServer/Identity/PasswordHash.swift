import Crypto
import CryptoExtras
import Foundation

/// A password as an accounts file keeps it: never the password, but its scrypt hash with a
/// random salt and the cost it was made with, written `scrypt$N$r$p$SALT$HASH` (salt and hash
/// in base64). The cost is part of each hash, so a file keeps working when the default rises.
struct PasswordHash: Sendable, Equatable {
    /// scrypt's cost: `n` (a power of two) blocks of `128 × r` bytes, `p` times.
    struct Cost: Sendable, Equatable {
        var n: Int
        var r: Int
        var p: Int

        /// What `lasso-shell users add` uses: 32 MiB and about 0.35 s a check on one core of
        /// the project's 2-core machine in a debug build (`time lasso-shell users add`), which
        /// makes a stolen file slow to guess through.
        static let standard = Cost(n: 1 << 15, r: 8, p: 1)

        /// The memory one check takes, in bytes.
        var memory: Int { 128 * r * n * p + 128 * r * (n + 2) }

        /// Whether scrypt takes this cost and a check stays within 1 GiB: a file's numbers
        /// are refused before they are used.
        var isAcceptable: Bool {
            n > 1 && n & (n - 1) == 0 && (1...64).contains(r) && (1...16).contains(p) && n <= 1 << 22
                && memory <= 1 << 30
        }
    }

    let cost: Cost
    let salt: [UInt8]
    let hash: [UInt8]

    static let scheme = "scrypt"
    static let saltBytes = 16
    static let hashBytes = 32

    /// The hash of `password` with a new random salt.
    static func make(_ password: String, cost: Cost = .standard) throws -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<saltBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return PasswordHash(cost: cost, salt: salt, hash: try derive(password, salt: salt, cost: cost))
    }

    /// A hash of no password: random salt and random bytes, checked at the standard cost (for a
    /// name with no account), without running scrypt to make it.
    static func decoy() -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let bytes = { (count: Int) in (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) } }
        return PasswordHash(cost: .standard, salt: bytes(saltBytes), hash: bytes(hashBytes))
    }

    /// Whether `password` is the one hashed, compared in time that does not depend on where
    /// the hashes differ. Costs one scrypt run.
    func verifies(_ password: String) -> Bool {
        guard let candidate = try? Self.derive(password, salt: salt, cost: cost) else { return false }
        return candidate.count == hash.count && zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func derive(_ password: String, salt: [UInt8], cost: Cost) throws -> [UInt8] {
        let key = try KDF.Scrypt.deriveKey(
            from: Array(password.utf8), salt: salt, outputByteCount: hashBytes, rounds: cost.n, blockSize: cost.r,
            parallelism: cost.p, maxMemory: cost.memory + (1 << 20))
        return key.withUnsafeBytes { Array($0) }
    }

    /// A short fingerprint of this hash (not of the password): a credential carries it, so
    /// that a new password ends every credential issued under the old one.
    var stamp: String {
        Crypto.SHA256.hash(data: salt + hash).prefix(6).map { String(format: "%02x", $0) }.joined()
    }

    /// As the file writes it: `scrypt$N$r$p$SALT$HASH`.
    var encoded: String {
        [
            Self.scheme, "\(cost.n)", "\(cost.r)", "\(cost.p)", Data(salt).base64EncodedString(),
            Data(hash).base64EncodedString(),
        ].joined(separator: "$")
    }

    /// Why a text is not a hash: what is wrong, said of the hash (`has a cost …`).
    struct DecodeProblem: Error {
        let reason: String
    }

    /// The hash `text` encodes, or why it is none.
    static func decode(_ text: Substring) -> Result<PasswordHash, DecodeProblem> {
        let parts = text.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == scheme else {
            return .failure(
                DecodeProblem(reason: "is not a password hash written by `users add` (scrypt$N$r$p$SALT$HASH)"))
        }
        guard let n = Int(parts[1]), let r = Int(parts[2]), let p = Int(parts[3]) else {
            return .failure(DecodeProblem(reason: "has a cost that is not three numbers"))
        }
        let cost = Cost(n: n, r: r, p: p)
        guard cost.isAcceptable else {
            return .failure(
                DecodeProblem(
                    reason: "has a cost scrypt does not take or that needs more than 1 GiB (N=\(n) r=\(r) p=\(p))"))
        }
        guard let salt = Data(base64Encoded: String(parts[4])), salt.count >= 8,
            let hash = Data(base64Encoded: String(parts[5])), hash.count == hashBytes
        else { return .failure(DecodeProblem(reason: "has a salt or hash that is not base64 of the right length")) }
        return .success(PasswordHash(cost: cost, salt: Array(salt), hash: Array(hash)))
    }
}
