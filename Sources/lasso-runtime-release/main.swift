// `lasso-runtime-release OUTPUT HEADER COMPILER`
//
// Writes OUTPUT, the Swift file that tells the runtime's LassoPlugin module its release (the one
// `LASSO_RUNTIME_RELEASE` in HEADER, `lasso_plugin.h`, defines) and the version of the Swift
// compiler that builds it (what `COMPILER --version` says). Run by the LassoRuntimeRelease build
// tool plugin (Sources/LassoRuntimeRelease).
import Foundation

func generate(_ arguments: [String]) throws {
    guard arguments.count == 3 else {
        throw GeneratorError("usage: lasso-runtime-release OUTPUT HEADER COMPILER")
    }
    let output = arguments[0]
    let release = try ReleaseHeader.release(inHeaderAt: arguments[1])
    let compiler = try CompilerVersion(versionText: try CompilerVersion.text(of: arguments[2]))
    let text = GeneratedSource.text(release: release, compiler: compiler)
    // Rewriting an unchanged file would make the target it belongs to recompile for nothing.
    if FileManager.default.contents(atPath: output) == Data(text.utf8) { return }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        throw GeneratorError("cannot write \(output): \(error.localizedDescription)")
    }
}

/// A failure of the generator, printed as `lasso-runtime-release: error: …`.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

do {
    try generate(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("lasso-runtime-release: error: \(error)\n".utf8))
    exit(1)
}
