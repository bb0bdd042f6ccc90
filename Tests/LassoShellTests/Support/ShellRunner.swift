import Foundation
import TestServers
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
        Issue.record(
            "\(shell) is missing: build the plugins and the shell first with `make plugins` (make test does it)",
            sourceLocation: sourceLocation)
        return false
    }

    /// Runs `lasso-shell arguments…`, killing it after `timeout` seconds so a test never hangs.
    /// `environment` is added to this process's; `directory` is the working directory (default:
    /// the repository root). Awaiting it holds no thread (``ChildProcess``).
    ///
    /// Unless `environment` sets `XDG_STATE_HOME`, the run gets a new empty state folder of its
    /// own, removed afterwards: what one test's app stores (its plugins' records, its log) never
    /// reaches another test, nor the user's own folder.
    static func run(
        _ arguments: [String],
        input: String? = nil,
        timeout: TimeInterval = Patience.seconds,
        environment: [String: String] = [:],
        directory: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Result {
        var environment = environment
        var stateFolder: URL?
        if environment["XDG_STATE_HOME"] == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lasso-state-\(UUID().uuidString)")
            environment["XDG_STATE_HOME"] = folder.path
            stateFolder = folder
        }
        defer { stateFolder.map { try? FileManager.default.removeItem(at: $0) } }
        let run = try await ChildProcess.run(
            buildDirectory.appendingPathComponent("lasso-shell"), arguments,
            input: input, environment: environment, directory: directory ?? repositoryRoot, timeout: timeout
        )
        if run.timedOut {
            Issue.record(
                "lasso-shell \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s and was killed",
                sourceLocation: sourceLocation)
        }
        return Result(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
    }
}
