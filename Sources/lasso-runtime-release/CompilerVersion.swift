import Foundation

/// The version of the Swift compiler building the runtime, as `MAJOR.MINOR.PATCH`: Swift's
/// standard library is not ABI-stable on Linux, so a Swift plugin must come from the compiler
/// that built the host.
struct CompilerVersion {
    let major: Int, minor: Int, patch: Int

    /// `6.3.1`.
    var text: String { "\(major).\(minor).\(patch)" }

    /// The next patch release, the first version that is not this one.
    var nextPatch: String { "\(major).\(minor).\(patch + 1)" }

    /// Reads the version from what `swiftc --version` prints: `Swift version 6.3.1 (…)` (a
    /// missing minor or patch counts as 0, as in `Swift version 6.3-dev`).
    init(versionText: String) throws {
        guard let range = versionText.range(of: "Swift version ") else {
            throw GeneratorError("the compiler did not name its Swift version: \(versionText)")
        }
        let word = versionText[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        let numbers = word.split(separator: ".").compactMap { Int($0) }
        guard (1...3).contains(numbers.count) else {
            throw GeneratorError("cannot read the Swift version in: \(versionText)")
        }
        let padded = numbers + Array(repeating: 0, count: 3 - numbers.count)
        (major, minor, patch) = (padded[0], padded[1], padded[2])
    }

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
