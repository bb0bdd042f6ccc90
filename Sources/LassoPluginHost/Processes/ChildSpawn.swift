internal import CLassoHostSupport
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// Starting a child process with `posix_spawn`: what its three standard streams are, which of
/// the parent's descriptors it gets besides them, and whether it leads a process group of its
/// own. The plugin scanner's children (``SpawnedProcess``) and the supervised app of `run` both
/// start this way.
package struct ChildSpawn {
    /// What one of the child's standard streams is.
    package enum Stream {
        /// The parent's own (a terminal, say).
        case inherited
        /// `/dev/null`.
        case null
        /// A copy of this descriptor of the parent's.
        case descriptor(Int32)
        /// This file, created or emptied, readable by its owner only.
        case file(String)
    }

    package var executable: String
    /// Without the program name.
    package var arguments: [String]
    package var environment: [String: String]
    package var standardInput = Stream.null
    package var standardOutput = Stream.null
    package var standardError = Stream.null
    /// Descriptors of the parent's the child gets as 3, 4, … in this order; every other one
    /// above 2 is closed in the child.
    package var passed: [Int32] = []
    /// Whether the child leads a process group of its own (so that killing the group ends what
    /// it started too). A child that must read the terminal stays in the parent's group, which
    /// the terminal lets read.
    package var ownProcessGroup = false

    package init(executable: String, arguments: [String], environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// Why a child could not be started.
    package struct SpawnError: Error, CustomStringConvertible {
        package let code: Int32
        package init(code: Int32) { self.code = code }
        package var description: String { Errno(rawValue: code).description }
    }

    /// Starts the child with default signal handling (the shell ignores SIGPIPE) and no signal
    /// blocked (the spawning thread's mask would be inherited); returns its process id.
    package func start() throws(SpawnError) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The passed descriptors first, through numbers above any the child will use, so that
        // moving one to 3 cannot overwrite another before it has moved.
        let staging: Int32 = 100
        for (index, descriptor) in passed.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, descriptor, staging + Int32(index))
        }
        for (number, stream) in [standardInput, standardOutput, standardError].enumerated() {
            add(stream, as: Int32(number), to: &actions)
        }
        for index in passed.indices {
            posix_spawn_file_actions_adddup2(&actions, staging + Int32(index), 3 + Int32(index))
        }
        lasso_host_spawn_close_from(&actions, 3 + Int32(passed.count))

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(code: result) }
        return child
    }

    private func add(_ stream: Stream, as number: Int32, to actions: inout posix_spawn_file_actions_t) {
        switch stream {
        case .inherited: break
        case .null:
            posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, number, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
    }
}
