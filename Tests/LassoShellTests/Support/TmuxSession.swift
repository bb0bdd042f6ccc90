import Foundation
import Testing

/// A real terminal for end-to-end tests: a detached tmux session on a private server, running an
/// interactive bash, driven with send-keys and read with capture-pane.
final class TmuxSession {
    private let socket = "lasso-test-\(UUID().uuidString.prefix(8))"
    private let target = "app"
    /// The state folder made for this session, removed when it ends.
    private var ownStateFolder: URL?

    /// Starts a `width`×`height` session running bash in `directory`. Unless `environment` says
    /// otherwise, what it runs keeps its state (the app's store, saved sessions) in a new empty
    /// folder of its own, never the user's, as ``ShellRunner`` runs do: a test never meets what
    /// another run, or the developer, kept.
    init(width: Int = 80, height: Int = 24, directory: URL, environment: [String: String] = [:]) throws {
        var environment = environment
        if environment["XDG_STATE_HOME"] == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lasso-tmux-state-\(UUID().uuidString)")
            environment["XDG_STATE_HOME"] = folder.path
            ownStateFolder = folder
        }
        var command = ["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", "-c", directory.path]
        for (name, value) in environment { command += ["-e", "\(name)=\(value)"] }
        command += ["bash --norc --noprofile"]
        // The first command starts the tmux server, which would keep a pipe open forever.
        try tmux(command, capturingOutput: false)
    }

    deinit {
        // The shell inherited a fully blocked signal mask, so it ignores the SIGHUP tmux sends
        // on kill-server and the server would wait for it forever: end it first.
        let shell = (try? tmux(["display-message", "-p", "-t", target, "#{pane_pid}"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if let shell, let pid = Int32(shell) { kill(pid, SIGKILL) }
        _ = try? tmux(["kill-server"], capturingOutput: false)
        ownStateFolder.map { try? FileManager.default.removeItem(at: $0) }
    }

    /// Types `keys` (tmux key names such as `Enter`, `C-c`, `F2`, or literal text).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The visible screen as text, a line per screen row; with `joiningWrappedLines`, a line the
    /// terminal wrapped at the right margin (a long command line) comes back as one.
    func screen(joiningWrappedLines: Bool = false) throws -> String {
        try tmux(["capture-pane", "-t", target, "-p"] + (joiningWrappedLines ? ["-J"] : []))
    }

    /// The visible screen with its colours and attributes, as the SGR sequences tmux keeps for
    /// each cell (`capture-pane -e`).
    func screenWithColors() throws -> String {
        try tmux(["capture-pane", "-t", target, "-p", "-e"])
    }

    /// A tmux format expanded for the pane (`#{mouse_sgr_flag}`: whether the program in it
    /// asked for SGR mouse reports).
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the pane's `format` expands to `expected` (tmux reports no event for a mode
    /// change either, so this looks every 50 ms as ``waitForScreen`` does).
    @discardableResult
    func waitForFormat(
        _ format: String, toBe expected: String, timeout: TimeInterval = Patience.seconds, _ description: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try self.format(format)
            if last == expected { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record(
            "timed out waiting for \(description): \(format) is \"\(last)\", not \"\(expected)\"",
            sourceLocation: sourceLocation)
        return false
    }

    /// Resizes the terminal.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The process ids of the shell's children (the program it runs).
    func foregroundChildren() throws -> [Int32] {
        let shell = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let output = try run("/usr/bin/pgrep", ["-P", shell])
        return output.split(separator: "\n").compactMap { Int32($0) }
    }

    /// Waits until `condition` holds for the screen, up to `timeout` seconds; records an issue
    /// with the last screen when it never does.
    ///
    /// tmux reports no event when the screen changes, so this looks every 50 ms; between looks
    /// it sleeps as a task, holding no thread. `timeout` only bounds a wait that fails.
    @discardableResult
    func waitForScreen(
        timeout: TimeInterval = Patience.seconds,
        _ description: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (String) -> Bool
    ) async throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("timed out waiting for \(description); the screen was:\n\(last)", sourceLocation: sourceLocation)
        return false
    }

    @discardableResult
    private func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        try run(
            "/usr/bin/tmux", ["-L", socket] + arguments, environment: ["TERM": "xterm-256color"],
            capturingOutput: capturingOutput)
    }

    /// Runs `executable` and returns its standard output.
    ///
    /// Spawned with posix_spawn and reaped with waitpid rather than Foundation's `Process`: the
    /// tmux server that `new-session` forks keeps the descriptors Process uses to notice a child's
    /// exit, so `waitUntilExit()` would wait for the server, forever.
    @discardableResult
    private func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], capturingOutput: Bool = true
    ) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capturingOutput ? outputFile.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The terminal's colour settings come from the session (`-e`), never from the test
        // runner's environment, which may say NO_COLOR.
        var inherited = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "COLORTERM", "COLORFGBG"] { inherited[name] = nil }
        let merged = inherited.merging(environment) { _, new in new }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }
        // Spawn with every signal blocked, as some harnesses and service managers start programs
        // (and as a test's dispatch thread would pass on anyway): the shell must cope.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var blocked = sigset_t()
        sigfillset(&blocked)
        posix_spawnattr_setsigmask(&attributes, &blocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
        }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) == -1, errno == EINTR {}
        guard capturingOutput else { return "" }
        return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    /// Whether tmux is installed (CI installs it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }
}
