import Foundation

/// SHA-256 (FIPS 180-4), used to pin plugins to a digest, to key the plugin scan cache and to
/// fingerprint the runtime build (see `lasso-runtime-fingerprint`).
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(Data("abc".utf8))
/// hasher.hexDigest  // "ba7816bf…"
/// SHA256.hexDigest(of: Data("abc".utf8))
/// try SHA256.hexDigest(ofFileAt: "/path/libAuthPlugin.so")
/// ```
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes not yet forming a whole 64-byte block.
    private var pending: [UInt8] = []
    /// Total bytes hashed.
    private var length: UInt64 = 0

    /// Starts a new hash.
    public init() {
        pending.reserveCapacity(64)
    }

    /// Adds `data` to the hash.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Adds the bytes in `buffer` to the hash.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            if pending.count == 64 {
                let block = pending
                block.withUnsafeBytes { compress(UnsafeRawBufferPointer(rebasing: $0[0..<64])) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        while buffer.count - offset >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + 64]))
            offset += 64
        }
        if offset < buffer.count {
            pending.append(contentsOf: buffer[offset...])
        }
    }

    /// The 32-byte digest of everything added so far (the hasher itself is left unchanged).
    public var digest: [UInt8] {
        var copy = self
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80]
        let used = (pending.count + 1) % 64
        padding += [UInt8](repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        padding.withUnsafeBytes { copy.update($0) }
        return copy.state.flatMap { word in
            [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
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

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Processes one 64-byte block.
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for index in 0..<16 {
                w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
                let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
                w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
            }
            var a = state[0], b = state[1], c = state[2], d = state[3]
            var e = state[4], f = state[5], g = state[6], h = state[7]
            Self.roundConstants.withUnsafeBufferPointer { k in
                for index in 0..<64 {
                    let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
                    let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    h = g; g = f; f = e; e = d &+ t1
                    d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }
}

@inline(__always)
private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
}
