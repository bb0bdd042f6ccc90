import Foundation
import LassoDigest
import LassoPlugin
import LassoPluginHost
import Testing

/// SHA-256 against the NIST FIPS 180-4 example vectors.
@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func nistVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: Data(message.utf8)) == digest)
    }

    @Test func oneMillionTimesA() {
        var hasher = SHA256()
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(hasher.hexDigest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func feedingInOddPiecesGivesTheSameDigest() {
        let message = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        var hasher = SHA256()
        var offset = 0
        for size in [1, 63, 64, 65, 3, 127, 128, 200] where offset < message.count {
            let end = min(message.count, offset + size)
            hasher.update(message[offset..<end])
            offset = end
        }
        hasher.update(message[offset...])
        #expect(hasher.hexDigest == SHA256.hexDigest(of: message))
    }

    @Test func digestOfAFileMatchesTheDigestOfItsBytes() throws {
        let folder = try TemporaryFolder()
        let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 31) })
        let path = try folder.write("blob.bin", data)
        #expect(try SHA256.hexDigest(ofFileAt: path) == SHA256.hexDigest(of: data))
        #expect(throws: (any Error).self) { try SHA256.hexDigest(ofFileAt: folder.path + "/missing") }
    }

    @Test func digestIsThirtyTwoBytesAndLeavesTheHasherUsable() {
        var hasher = SHA256()
        hasher.update(Data("ab".utf8))
        #expect(hasher.digest.count == 32)
        hasher.update(Data("c".utf8))
        #expect(hasher.hexDigest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func withoutLibcryptoHashingAFileIsAnErrorNamingWhatToInstall() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("blob.bin", Data("abc".utf8))
        let error = try SHA256.$simulatesMissingLibrary.withValue(true) {
            try #require(throws: SHA256.LibraryUnavailable.self) { try SHA256.hexDigest(ofFileAt: path) }
        }
        #expect("\(error)".contains("libcrypto.so.3"))
        #expect(error.hint.contains("apt-get install libssl3"))
    }
}
