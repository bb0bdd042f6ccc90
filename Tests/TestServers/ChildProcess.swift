import Foundation

/// Runs a program to its end and awaits it without holding a thread meanwhile: the end is an
/// event (the process's termination handler), its output goes to files (so no reader must keep
/// up with it), and its time limit is a sleeping task. End-to-end tests run many of these at
/// once, beside unit tests whose tasks need the few threads of Swift's cooperative pool: a
/// blocking wait here would starve them on a busy machine.
public enum ChildProcess {
    /// How a run ended.
    public struct Result: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
        /// Whether it was killed for outliving its time limit.
        public let timedOut: Bool
    }

    /// Runs `executable arguments…` with `input` as standard input (empty when `nil`),
    /// `environment` added to this process's, in `directory`, killing it after `timeout` seconds.
    /// Standard output goes to `standardOutput` when given (it then reads as empty), else it is
    /// captured.
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        input: String? = nil,
        environment: [String: String] = [:],
        directory: URL? = nil,
        standardOutput: FileHandle? = nil,
        timeout: TimeInterval
    ) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("stdin")
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data((input ?? "").utf8).write(to: inputURL)
        for url in [outputURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        let (ended, end) = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { process in
            end.yield(process.terminationStatus)
            end.finish()
        }
        try process.run()
        let pid = process.processIdentifier
        let limit = Task {
            do { try await Task.sleep(for: .seconds(timeout)) } catch { return false }
            kill(pid, SIGKILL)
            return true
        }
        var status: Int32 = -1
        for await ending in ended { status = ending }
        limit.cancel()
        return Result(
            status: status,
            standardOutput: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "",
            timedOut: await limit.value
        )
    }
}
