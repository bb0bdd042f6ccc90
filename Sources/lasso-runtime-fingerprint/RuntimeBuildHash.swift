import Foundation
import LassoDigest

/// The hash that names one build of the runtime: SHA-256 over the compiler's version text and the
/// runtime's source files, each taken with its key (`<target>/<path in the target>`), in key order.
///
/// Keys rather than absolute paths make the hash depend on the sources only, not on where the
/// checkout lives or on the order SwiftPM lists the files in; the length before each file's
/// contents keeps moving code from one file to the next from going unnoticed.
struct RuntimeBuildHash {
    /// One hashed file.
    struct Source {
        let key: String
        let path: String
    }

    /// What the Swift compiler says of itself (`swiftc --version`): its version and target.
    let compiler: String
    let sources: [Source]

    /// The first 32 hexadecimal digits (128 bits) of the digest: a change detector, short enough
    /// for messages.
    func hexDigest() throws -> String {
        var hasher = SHA256()
        hasher.update(Data(compiler.utf8) + [0])
        for source in sources.sorted(by: { $0.key < $1.key }) {
            guard let contents = FileManager.default.contents(atPath: source.path) else {
                throw GeneratorError("cannot read \(source.path)")
            }
            hasher.update(Data(source.key.utf8) + [0] + Data(String(contents.count).utf8) + [0])
            hasher.update(contents)
        }
        return String(hasher.hexDigest.prefix(32))
    }
}

/// A failure of the generator, printed as `lasso-runtime-fingerprint: error: …`.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
