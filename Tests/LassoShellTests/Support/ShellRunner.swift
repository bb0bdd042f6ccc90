import Foundation
import Testing

/// Runs the real `lasso-shell` binary as a subprocess, the way a user does.
///
/// The binary and the plugins come from the Plugins package's build folder (`make plugins`
/// builds both there, so they share one runtime library). `LASSO_PLUGINS_BUILD_DIR` overrides it.
struct ShellRunner {
    /// What one run produced.
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The folder holding `lasso-shell`, `libLassoRuntime.so` and the plugins.
    static let buildDirectory: URL = {
        if let override = ProcessInfo.processInfo.environment["LASSO_PLUGINS_BUILD_DIR"] {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.appendingPathComponent("Plugins/.build/debug")
    }()

    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of a built plugin library, e.g. `plugin("Counter")` → `libCounterPlugin.so`.
    static func plugin(_ name: String) -> String {
        buildDirectory.appendingPathComponent("lib\(name)Plugin.so").path
    }

    /// Whether the binary exists; tests record a clear issue when it does not.
    static func requireBuild(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let shell = buildDirectory.appendingPathComponent("lasso-shell").path
        if FileManager.default.isExecutableFile(atPath: shell) { return true }
        Issue.record("\(shell) is missing: build the plugins and the shell first with `make plugins` (make test does it)", sourceLocation: sourceLocation)
        return false
    }

    /// Runs `lasso-shell arguments…`, killing it after `timeout` seconds so a test never hangs.
    /// `environment` is added to this process's; `directory` is the working directory (default:
    /// the repository root).
    static func run(
        _ arguments: [String],
        input: String? = nil,
        timeout: TimeInterval = 60,
        environment: [String: String] = [:],
        directory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = buildDirectory.appendingPathComponent("lasso-shell")
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try? standardInput.fileHandleForWriting.close()
        let deadline = DispatchTime.now() + timeout
        let finished = DispatchSemaphore(value: 0)
        let outputData = ReadBuffer(output.fileHandleForReading)
        let errorData = ReadBuffer(error.fileHandleForReading)
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        if finished.wait(timeout: deadline) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            Issue.record("lasso-shell \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s and was killed")
        }
        return Result(
            status: process.terminationStatus,
            standardOutput: outputData.text(),
            standardError: errorData.text()
        )
    }
}

/// Collects everything a pipe delivers, on a background thread, so a full pipe never blocks the child.
private final class ReadBuffer: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
