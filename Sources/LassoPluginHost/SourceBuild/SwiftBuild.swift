internal import Foundation

/// Running `swift build` for one plugin product, and `swift package describe`, without holding
/// a thread: what `run --watch-sources` does when a plugin's source file is saved.
package enum SwiftBuild {
    /// What a build did.
    package struct Result: Sendable, Equatable {
        /// The exit status.
        package let status: Int32
        /// The compiler's errors, one line each (`file:line:column: error: message`), in order.
        package let errors: [String]
        /// Everything it printed.
        package let output: String

        /// Whether it built.
        package var succeeded: Bool { status == 0 }
    }

    /// The `swift` program: `$SWIFT` when set (as for the Makefile), else `swift` on the path.
    package static var swiftExecutable: String {
        ProcessInfo.processInfo.environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    }

    /// Builds `product` of `package` in its configuration; `progress` gets each line of output
    /// as it comes (`[3/7] Compiling …`).
    package static func build(
        _ product: String,
        of package: PluginPackage,
        progress: @escaping @MainActor (String) -> Void = { _ in }
    ) async -> Result {
        let (status, output) = await run(
            ["build", "--package-path", package.root, "--product", product, "-c", package.configuration],
            onLine: progress
        )
        return Result(status: status, errors: errors(in: output), output: output)
    }

    /// The package's targets, from `swift package describe --type json`.
    package static func targets(of package: PluginPackage) async throws -> [PluginPackage.Target] {
        let (status, output) = await run(
            ["package", "--package-path", package.root, "describe", "--type", "json"], onLine: { _ in },
            mergingErrors: false)
        guard status == 0, let start = output.firstIndex(of: "{") else {
            throw DescribeFailure(
                description:
                    "swift package describe failed for \(package.root) (exit status \(status)): \(output.suffix(400))")
        }
        return try PluginPackage.targets(describedBy: Data(output[start...].utf8))
    }

    /// Why a package could not be described.
    package struct DescribeFailure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The error lines in a build's output (`path:line:column: error: message`), each once, in
    /// order.
    package static func errors(in output: String) -> [String] {
        var seen: Set<String> = []
        var found: [String] = []
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard let marker = text.range(of: ": error: "), text[..<marker.lowerBound].split(separator: ":").count >= 3,
                seen.insert(text).inserted
            else { continue }
            found.append(text)
        }
        if found.isEmpty, let line = output.split(separator: "\n").last(where: { $0.hasPrefix("error: ") }) {
            found.append(String(line))
        }
        return found
    }

    /// Runs `swift ARGUMENTS`, handing each output line to `onLine` on the main actor; returns
    /// the exit status (127 when it could not start) and the whole output.
    private static func run(
        _ arguments: [String], onLine: @escaping @MainActor (String) -> Void, mergingErrors: Bool = true
    ) async -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftExecutable] + arguments
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = mergingErrors ? pipe : FileHandle.nullDevice
        let collected = OutputCollector(onLine: onLine)
        pipe.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        let status: Int32 = await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(
                    returning: finished.terminationReason == .uncaughtSignal
                        ? 128 + finished.terminationStatus : finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: 127)
            }
        }
        pipe.fileHandleForReading.readabilityHandler = nil
        collected.append((try? pipe.fileHandleForReading.readToEnd()) ?? Data())
        return (status, collected.text)
    }
}

/// Output read on a background thread, handed to the main actor line by line.
private final class OutputCollector: @unchecked Sendable {
    // @unchecked: `data` and `pending` are guarded by `lock`.
    private let lock = NSLock()
    private var data = Data()
    private var pending = Data()
    private let onLine: @MainActor (String) -> Void

    init(onLine: @escaping @MainActor (String) -> Void) {
        self.onLine = onLine
    }

    func append(_ chunk: Data) {
        guard !chunk.isEmpty else { return }
        let lines: [String] = lock.withLock {
            data.append(chunk)
            pending.append(chunk)
            guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
            let complete = pending[..<last]
            pending = Data(pending[(last + 1)...])
            return String(decoding: complete, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        guard !lines.isEmpty else { return }
        let onLine = onLine
        Task { @MainActor in for line in lines { onLine(line) } }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
