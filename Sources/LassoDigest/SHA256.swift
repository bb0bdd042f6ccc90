internal import Crypto
import Foundation

/// SHA-256, used to pin plugins to a digest and to key the plugin scan cache.
/// Computed by swift-crypto (BoringSSL's SHA-256, compiled into the runtime library): a vetted
/// implementation with no system library to install or find at run time (BENCHMARKS.md,
/// "SHA-256: libcrypto → swift-crypto").
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
    /// swift-crypto's hasher, itself a copy-on-write value.
    private var hasher = Crypto.SHA256()

    /// Starts a new hash.
    public init() {}

    /// Adds `data` to the hash.
    public mutating func update(_ data: Data) {
        hasher.update(data: data)
    }

    /// Adds the bytes in `buffer` to the hash.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer: buffer)
    }

    /// The 32-byte digest of everything added so far (the hasher itself is left unchanged).
    public var digest: [UInt8] {
        Array(hasher.finalize())
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

    /// The lowercase hexadecimal SHA-256 digest of the file at `path`, read in chunks.
    public static func hexDigest(ofFileAt path: String) throws -> String {
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
