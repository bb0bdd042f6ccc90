// `lasso-runtime-fingerprint runtime|plugin OUTPUT HEADER COMPILER [KEY PATH]…`
//
// Writes OUTPUT, a Swift file carrying the fingerprint of this build of the runtime: the release
// defined in HEADER (`lasso_plugin.h`) and a hash of what `COMPILER --version` prints (the Swift
// compiler and target) and of the files at PATH, each named by its KEY.
// `runtime` declares the fingerprint the host expects (generated into LassoPlugin); `plugin`
// declares the `describePlugin(_:)` a Swift plugin records it with. Run by the
// LassoRuntimeFingerprint build tool plugin (Sources/LassoRuntimeFingerprint), which passes the
// same files in both modes.
import Foundation

func generate(_ arguments: [String]) throws {
    guard arguments.count >= 4, arguments.count % 2 == 0, let mode = GeneratedSource.Mode(rawValue: arguments[0]) else {
        throw GeneratorError("usage: lasso-runtime-fingerprint runtime|plugin OUTPUT HEADER COMPILER [KEY PATH]…")
    }
    let output = arguments[1]
    let release = try ReleaseHeader.release(inHeaderAt: arguments[2])
    let compiler = try CompilerVersion.text(of: arguments[3])
    let pairs = arguments.dropFirst(4)
    let sources = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map {
        RuntimeBuildHash.Source(key: pairs[$0], path: pairs[$0 + 1])
    }
    let hash = try RuntimeBuildHash(compiler: compiler, sources: sources).hexDigest()
    let fingerprint = "\(release)+build.\(hash)"
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
