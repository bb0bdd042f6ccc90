/// The plugin scanner for an app that is running: examines plugins without blocking the main
/// thread, in a child process started ahead of time.
///
/// Almost all of a scan's cost is starting the child (loading the runtime and the Swift
/// libraries, about 40 ms here); the examination itself takes a few milliseconds. So one child
/// is kept started and waiting for the plugin to examine on its standard input, and a new one
/// is started as soon as it is used. A child examines one plugin only, so a plugin's code never
/// runs where another's ran.
@MainActor
package final class WarmPluginScanner {
    /// The scanner whose program, subcommand and timeout are used.
    package let scanner: PluginScanner
    private var warm: ScanChildProcess?

    /// Creates a scanner like `scanner`, and starts its first child.
    package init(_ scanner: PluginScanner) {
        self.scanner = scanner
        prepare()
    }

    /// Starts a waiting child, unless one is waiting already.
    package func prepare() {
        guard warm?.isRunning != true else { return }
        warm = try? ScanChildProcess(command: scanner.command, arguments: nil)
    }

    /// Examines the plugin at `path` (see ``PluginScanner/scan(_:origin:options:)``), waiting
    /// for the child without holding a thread.
    package func scan(_ path: String, origin: String? = nil, options: PluginLoadOptions = PluginLoadOptions())
        async throws(PluginScanner.Failure) -> PluginScanReport
    {
        let child: ScanChildProcess
        if let warm, warm.isRunning {
            child = warm
        } else {
            child = try ScanChildProcess(command: scanner.command, arguments: nil)
        }
        warm = nil
        child.send(PluginScanner.arguments(path, origin: origin, options: options))
        let outcome = await child.wait(timeout: scanner.timeout)
        prepare()
        return outcome.report(
            path: origin ?? path, output: child.output,
            rerun: scanner.command + [origin ?? path])
    }
}
