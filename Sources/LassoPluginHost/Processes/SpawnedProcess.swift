internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// A child process started with `posix_spawn`, leading its own process group, whose end is
/// noticed by waiting for the child itself (`waitpid` on a thread of its own).
///
/// Foundation's `Process` notices a child's end when a socket the child inherits closes. A
/// plugin examined in the child can start a process of its own that inherits that socket too
/// (a helper daemon), and then the child's end goes unnoticed for as long as that process lives:
/// the scan hung until its time-out. Waiting for the child's own exit status does not depend on
/// what anything else keeps open.
final class SpawnedProcess: @unchecked Sendable {
    // @unchecked: `status` is written once, by the waiting thread, under `lock`.
    /// The child's process id, which is also its process group's id.
    let pid: pid_t
    private let lock = NSLock()
    private var status: Int32?

    /// Starts `executable` with `arguments` (without the program name) and `environment`, its
    /// standard input from `standardInput` (a descriptor to duplicate, or `/dev/null`), its
    /// standard output and error written to the files at `outputPath` and `errorPath`. `ended`
    /// is called once, from another thread, with the child's id when it has exited.
    init(
        executable: String,
        arguments: [String],
        environment: [String: String],
        standardInput: Int32?,
        outputPath: String,
        errorPath: String,
        ended: @escaping @Sendable (pid_t) -> Void
    ) throws(ChildSpawn.SpawnError) {
        var spawn = ChildSpawn(executable: executable, arguments: arguments, environment: environment)
        spawn.standardInput = standardInput.map { .descriptor($0) } ?? .null
        spawn.standardOutput = .file(outputPath)
        spawn.standardError = .file(errorPath)
        // Its own process group (group id = its pid), so that killing the group ends whatever
        // the plugin started as well. No signal blocked: SIGTERM must reach the child, which
        // then ends what the plugin started (PluginScanChild.superviseDescendants).
        spawn.ownProcessGroup = true
        let spawned = try spawn.start()
        pid = spawned

        let thread = Thread { [self] in
            var status: Int32 = 0
            while waitpid(spawned, &status, 0) < 0, errno == EINTR {}
            lock.withLock { self.status = status }
            ended(spawned)
        }
        thread.name = "lasso plugin scan \(spawned)"
        thread.start()
    }

    /// Whether the child has not exited yet.
    var isRunning: Bool { lock.withLock { status == nil } }

    /// How the child ended; `nil` while it runs.
    var outcome: PluginScanOutcome? {
        lock.withLock {
            guard let status else { return nil }
            let signal = status & 0x7f
            return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
        }
    }
}
