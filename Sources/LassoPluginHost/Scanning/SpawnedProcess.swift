internal import CLassoHostSupport
internal import Foundation
internal import SystemPackage

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
    ) throws(SpawnError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Nothing else of the host's (its terminal, watched files, other children's pipes).
        lasso_host_spawn_close_from(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group (group id = its pid), so that killing the group ends whatever
        // the plugin started as well; default signal handling (the shell ignores SIGPIPE).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // No signal blocked (the spawning thread's mask would be inherited): SIGTERM must reach
        // the child, which then ends what the plugin started (PluginScanChild.superviseDescendants).
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(code: result) }
        let spawned = child
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

    /// Why a child could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { Errno(rawValue: code).description }
    }
}
