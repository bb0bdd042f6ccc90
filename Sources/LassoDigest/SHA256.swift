internal import CLassoCrypto
import Foundation

/// SHA-256, used to pin plugins to a digest and to key the plugin scan cache.
/// Computed by the system's libcrypto
/// (OpenSSL): a vetted implementation, about 150 times faster than the Swift one it replaced in
/// a debug build and 4.5 times in a release build (BENCHMARKS.md, "SHA-256").
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(Data("abc".utf8))
/// hasher.hexDigest  // "ba7816bf…"
/// SHA256.hexDigest(of: Data("abc".utf8))
/// try SHA256.hexDigest(ofFileAt: "/path/libAuthPlugin.so")
/// ```
///
/// A value type: a copy goes on from the bytes hashed so far, independently of the original.
public struct SHA256: Sendable {
    /// The libcrypto state. Copied before it is changed when another value shares it, so each
    /// value owns its own state whenever it is mutated.
    private final class State: @unchecked Sendable {
        // @unchecked: the pointer is only mutated through a uniquely referenced State (see
        // `update`), and only read otherwise.
        let hash: OpaquePointer

        init(_ hash: OpaquePointer?) {
            guard let hash else {
                // Reached only where the caller did not check ``SHA256/checkAvailable()`` first.
                fatalError(
                    lasso_sha256_available() == 0
                        ? "\(LibraryUnavailable()); \(LibraryUnavailable().hint)"
                        : "SHA-256: libcrypto could not allocate a hash state (out of memory)")
            }
            self.hash = hash
        }

        deinit { lasso_sha256_free(hash) }
    }

    private var state: State

    /// Starts a new hash.
    public init() {
        state = State(lasso_sha256_new())
    }

    /// Adds `data` to the hash.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Adds the bytes in `buffer` to the hash.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        if !isKnownUniquelyReferenced(&state) {
            state = State(lasso_sha256_copy(state.hash))
        }
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        guard lasso_sha256_update(state.hash, base, buffer.count) == 1 else {
            fatalError("SHA-256: libcrypto failed to hash \(buffer.count) bytes")
        }
    }

    /// The 32-byte digest of everything added so far (the hasher itself is left unchanged).
    public var digest: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 32)
        guard lasso_sha256_digest(state.hash, &bytes) == 1 else {
            fatalError("SHA-256: libcrypto failed to finish the digest")
        }
        return bytes
    }

    /// ``digest`` as 64 lowercase hexadecimal digits.
    public var hexDigest: String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The lowercase hexadecimal SHA-256 digest of `data`.
    public static func hexDigest(of data: Data) -> String {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.hexDigest
    }

    /// The error of a digest that cannot be computed because libcrypto cannot be loaded: it
    /// says what to install.
    public struct LibraryUnavailable: Error, CustomStringConvertible {
        public var description: String { "SHA-256 needs libcrypto (libcrypto.so.3), which cannot be loaded" }
        /// What to install.
        public var hint: String { "install libcrypto (Debian: apt-get install libssl3)" }
    }

    /// Set by tests to check what happens on a machine without libcrypto.
    @TaskLocal package static var simulatesMissingLibrary = false

    /// Throws ``LibraryUnavailable`` when libcrypto cannot be loaded (it is loaded once, here
    /// or at the first hash). The values of this type need it: on such a machine they stop the
    /// process with the same message, so code that can report an error checks first.
    public static func checkAvailable() throws(LibraryUnavailable) {
        guard !simulatesMissingLibrary, lasso_sha256_available() != 0 else { throw LibraryUnavailable() }
    }

    /// The lowercase hexadecimal SHA-256 digest of the file at `path`, read in chunks. Throws
    /// ``LibraryUnavailable`` when libcrypto cannot be loaded, and the file's read errors.
    public static func hexDigest(ofFileAt path: String) throws -> String {
        try checkAvailable()
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hasher.hexDigest
    }
}
