internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// Examines plugins in a child process, as GStreamer's plugin scanner does: the child loads and
/// registers one plugin and describes it, so a plugin that crashes or hangs while loading takes
/// down only the child, and the host reports it and skips it.
///
/// The child is `command` followed by the plugin and ``Option``s: the shell passes its own
/// binary and its scan subcommand (`plugins __scan`), which it defines. Without a
/// scanner (unit tests, which cannot spawn the test binary as a shell) plugins load directly.
package struct PluginScanner: Sendable {
    /// The program and arguments that start the child, before the plugin and the options:
    /// `[/path/to/the-shell, plugins, __scan]`.
    package let command: [String]
    /// How long the child may take before it is killed and the plugin counted as crashed.
    package var timeout: Double

    /// The options the child takes after the plugin (each `--NAME VALUE`, or a flag): the
    /// command that runs the child declares them by these names.
    package enum Option: String, CaseIterable, Sendable {
        /// The plugin file the examined one is a private copy of, named in the report.
        case origin
        /// The SHA-256 digest the plugin must have.
        case sha256
        /// The scanner's process id: the child dies with it.
        case parent
        /// A flag: the plugin and options come on standard input, tab-separated on one line
        /// (a child started ahead of time).
        case fromStandardInput = "from-standard-input"

        /// `--NAME` on a command line.
        package var flag: String { "--" + rawValue }
    }

    /// A scanner starting its child with `command` (see ``command``); `command` must not be
    /// empty.
    package init(command: [String], timeout: Double = ScanTimeoutSetting.default) {
        precondition(!command.isEmpty, "the plugin scanner needs a program to run")
        self.command = command
        self.timeout = timeout
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
    package func scan(_ path: String, origin: String? = nil, options: PluginLoadOptions = PluginLoadOptions())
        throws(Failure) -> PluginScanReport
    {
        let child = try ScanChildProcess(
            command: command, arguments: Self.arguments(path, origin: origin, options: options))
        return child.waitBlocking(timeout: timeout).report(
            path: origin ?? path, output: child.output,
            rerun: command + [origin ?? path])
    }

    /// The child's arguments after ``command``: the plugin and its options.
    static func arguments(_ path: String, origin: String?, options: PluginLoadOptions) -> [String] {
        var arguments = [path]
        if let origin, origin != path { arguments += [Option.origin.flag, origin] }
        if let digest = options.expectedSHA256 { arguments += [Option.sha256.flag, digest] }
        return arguments
    }
}
