import Foundation

/// What the Swift compiler building the runtime and the plugins says of itself: a runtime rebuilt
/// by another compiler is another build, even from the same sources.
enum CompilerVersion {
    /// The standard output of `compiler --version`, trimmed.
    static func text(of compiler: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GeneratorError("cannot run \(compiler) --version: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !text.isEmpty else {
            throw GeneratorError("\(compiler) --version failed (status \(process.terminationStatus))")
        }
        return text
    }
}
