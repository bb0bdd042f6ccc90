internal import Foundation
#if canImport(Glibc)
internal import Glibc
#endif

/// Examines plugins in a child process, as GStreamer's plugin scanner does: the child loads and
/// registers one plugin and describes it, so a plugin that crashes or hangs while loading takes
/// down only the child, and the host reports it and skips it.
///
/// The child is `executable plugins __scan PATH` (the shell passes its own binary). Without a
/// scanner (unit tests, which cannot spawn the test binary as a shell) plugins load directly.
package struct PluginScanner: Sendable {
    /// The program run as the child: `lasso-shell`.
    package let executable: String
    /// How long the child may take before it is killed and the plugin counted as crashed.
    package var timeout: Double

    /// The arguments before the plugin path.
    package static let subcommand = ["plugins", "__scan"]

    /// A scanner running `executable` (e.g. the real path of `/proc/self/exe`).
    package init(executable: String, timeout: Double = 30) {
        self.executable = executable
        self.timeout = timeout
    }

    /// A scanner running this process's own executable.
    package static func runningThisExecutable(timeout: Double = 30) -> PluginScanner? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return PluginScanner(executable: path, timeout: timeout)
    }

    /// Why the child could not be run at all (nothing to do with the plugin).
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    /// Examines the plugin at `path` in a child process; the report and its messages name the
    /// file `origin` (the file a private copy at `path` was made of). Throws ``Failure`` only
    /// when the child cannot be started; every plugin failure, crash or time-out is in the report.
    /// Blocks the calling thread until the child ends (start-up, command lines).
    package func scan(_ path: String, origin: String? = nil, options: PluginLoadOptions = PluginLoadOptions()) throws(Failure) -> PluginScanReport {
        let child = try ScanChildProcess(executable: executable, arguments: Self.arguments(path, origin: origin, options: options))
        return child.waitBlocking(timeout: timeout).report(path: origin ?? path, output: child.output, errorOutput: child.errorOutput)
    }

    /// The child's arguments after ``subcommand``.
    static func arguments(_ path: String, origin: String?, options: PluginLoadOptions) -> [String] {
        var arguments = [path]
        if let origin, origin != path { arguments += ["--origin", origin] }
        if let digest = options.expectedSHA256 { arguments += ["--sha256", digest] }
        return arguments
    }
}
