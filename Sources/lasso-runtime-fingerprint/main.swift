// `lasso-runtime-fingerprint runtime|plugin OUTPUT HEADER [KEY PATH]…`
//
// Writes OUTPUT, a Swift file carrying the fingerprint of this build of the runtime: the release
// defined in HEADER (`lasso_plugin.h`) and a hash of the files at PATH, each named by its KEY.
// `runtime` declares the fingerprint the host expects (generated into LassoPlugin); `plugin`
// declares the `describePlugin(_:)` a Swift plugin records it with. Run by the
// LassoRuntimeFingerprint build tool plugin (Sources/LassoRuntimeFingerprint), which passes the
// same files in both modes.
import Foundation

func generate(_ arguments: [String]) throws {
    guard arguments.count >= 3, arguments.count % 2 == 1, let mode = GeneratedSource.Mode(rawValue: arguments[0]) else {
        throw GeneratorError("usage: lasso-runtime-fingerprint runtime|plugin OUTPUT HEADER [KEY PATH]…")
    }
    let output = arguments[1]
    let release = try ReleaseHeader.release(inHeaderAt: arguments[2])
    let pairs = arguments.dropFirst(3)
    let sources = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map {
        RuntimeBuildHash.Source(key: pairs[$0], path: pairs[$0 + 1])
    }
    let fingerprint = "\(release)+build.\(try RuntimeBuildHash(sources: sources).hexDigest())"
    let text = GeneratedSource.text(mode, fingerprint: fingerprint, fileCount: sources.count)
    // Rewriting an unchanged file would make the target it belongs to recompile for nothing.
    if FileManager.default.contents(atPath: output) == Data(text.utf8) { return }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        throw GeneratorError("cannot write \(output): \(error.localizedDescription)")
    }
}

do {
    try generate(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("lasso-runtime-fingerprint: error: \(error)\n".utf8))
    exit(1)
}
