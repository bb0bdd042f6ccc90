import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Examines plugins in a child process, as GStreamer's plugin scanner does: the child loads and
/// registers one plugin and describes it, so a plugin that crashes or hangs while loading takes
/// down only the child, and the host reports it and skips it.
///
/// The child is `executable plugins __scan PATH` (the shell passes its own binary). Without a
/// scanner (unit tests, which cannot spawn the test binary as a shell) plugins load directly.
public struct PluginScanner: Sendable {
    /// The program run as the child: `lasso-shell`.
    public let executable: String
    /// How long the child may take before it is killed and the plugin counted as crashed.
    public var timeout: Double

    /// The arguments before the plugin path.
    public static let subcommand = ["plugins", "__scan"]

    /// A scanner running `executable` (e.g. the real path of `/proc/self/exe`).
    public init(executable: String, timeout: Double = 30) {
        self.executable = executable
        self.timeout = timeout
    }

    /// A scanner running this process's own executable.
    public static func runningThisExecutable(timeout: Double = 30) -> PluginScanner? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return PluginScanner(executable: path, timeout: timeout)
    }

    /// Why the child could not be run at all (nothing to do with the plugin).
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Examines the plugin at `path` in a child process. Throws ``Failure`` only when the child
    /// cannot be started; every plugin failure, crash or time-out is in the report.
    public func scan(_ path: String, options: PluginLoadOptions = PluginLoadOptions()) throws(Failure) -> PluginScanReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout"), errorURL = folder.appendingPathComponent("stderr")
        let process = Process()
        let finished = DispatchSemaphore(value: 0)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: executable)
            var arguments = Self.subcommand + [path]
            if let digest = options.expectedSHA256 { arguments += ["--sha256", digest] }
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            // A crash report from the Swift backtracer takes seconds and nobody reads it here.
            var environment = ProcessInfo.processInfo.environment
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: outputURL)
            process.standardError = try FileHandle(forWritingTo: errorURL)
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
        } catch {
            throw Failure(description: "cannot run the plugin scanner \(executable): \(error.localizedDescription)")
        }
        let outcome: PluginScanOutcome
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            outcome = .timedOut(timeout)
        } else {
            outcome = process.terminationReason == .uncaughtSignal
                ? .signaled(process.terminationStatus)
                : .exited(process.terminationStatus)
        }
        let output = (try? Data(contentsOf: outputURL)) ?? Data()
        let errorOutput = (try? Data(contentsOf: errorURL)) ?? Data()
        return outcome.report(path: path, output: output, errorOutput: errorOutput)
    }
}
