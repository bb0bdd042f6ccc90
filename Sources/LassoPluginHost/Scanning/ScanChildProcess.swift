internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// One run of the plugin scanner's child (the shell's `plugins __scan …`): started at once,
/// its standard output (the report, as data) and error kept in files of a private folder until
/// it ends. Its standard error is never read: it is there so that nothing the child or the
/// plugin prints reaches the terminal the app draws on (run the child by hand, as a refusal's
/// hint says, to see it).
final class ScanChildProcess: @unchecked Sendable {
    // @unchecked: `child` is set once in `init`, before anything can read it; the rest is
    // guarded by `lock`.
    private var child: SpawnedProcess?
    private let folder: URL
    private let outputURL: URL, errorURL: URL
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    /// False until the child runs (a child that could not start has nothing to wait for or kill).
    private var hasEnded = true
    private var didTimeOut = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Where the child reads the plugin to examine from, when it was started ahead of time.
    private let input: Pipe?

    /// Starts `COMMAND ARGUMENTS` (``PluginScanner/command``); with `arguments` `nil`, starts it
    /// waiting for them on standard input (``send(_:)``), so that its start-up is paid ahead of
    /// time.
    init(command: [String], arguments: [String]?) throws(PluginScanner.Failure) {
        let executable = command[0]
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-scan-\(UUID().uuidString)")
        outputURL = folder.appendingPathComponent("stdout")
        errorURL = folder.appendingPathComponent("stderr")
        input = arguments == nil ? Pipe() : nil
        // A crash report from the Swift backtracer takes seconds and nobody reads it here.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            hasEnded = false
            child = try SpawnedProcess(
                executable: executable,
                arguments: Array(command.dropFirst()) + (arguments ?? [PluginScanner.Option.fromStandardInput.flag])
                    + [PluginScanner.Option.parent.flag, String(getpid())],
                environment: environment,
                standardInput: input?.fileHandleForReading.fileDescriptor,
                outputPath: outputURL.path,
                errorPath: errorURL.path,
                ended: { [weak self] pid in self?.didEnd(pid) }
            )
            try? input?.fileHandleForReading.close()
        } catch {
            hasEnded = true
            try? FileManager.default.removeItem(at: folder)
            throw PluginScanner.Failure(description: "cannot run the plugin scanner \(executable): \(error)")
        }
    }

    deinit {
        // Never kill(0, …): that would signal this whole process group.
        if isRunning { killGroup() }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Whether the child has not ended yet.
    var isRunning: Bool { lock.withLock { !hasEnded } }

    /// Hands a child started without arguments the plugin to examine (the arguments after
    /// ``PluginScanner/command``), tab-separated on one line.
    func send(_ arguments: [String]) {
        guard let input else { return }
        // A child that died meanwhile closed the pipe: the write fails, and waiting reports how
        // the child ended.
        try? input.fileHandleForWriting.write(contentsOf: Data((arguments.joined(separator: "\t") + "\n").utf8))
        try? input.fileHandleForWriting.close()
    }

    /// What the child wrote on standard output; read once it ended.
    var output: Data { (try? Data(contentsOf: outputURL)) ?? Data() }

    /// Waits, blocking this thread, until the child ends or `timeout` seconds passed (then
    /// kills it).
    func waitBlocking(timeout: Double) -> PluginScanOutcome {
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            end()
            finished.wait()
            return .timedOut(timeout)
        }
        finished.signal()
        return outcome
    }

    /// Waits, without holding a thread, until the child ends or `timeout` seconds passed (then
    /// kills it).
    func wait(timeout: Double) async -> PluginScanOutcome {
        let killer = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(Int(timeout * 1000)))
            self?.killOnTimeOut()
        }
        await withCheckedContinuation { continuation in
            let ended = lock.withLock { () -> Bool in
                if !hasEnded { waiters.append(continuation) }
                return hasEnded
            }
            if ended { continuation.resume() }
        }
        killer.cancel()
        return lock.withLock { didTimeOut } ? .timedOut(timeout) : outcome
    }

    private func killOnTimeOut() {
        let running = lock.withLock { () -> Bool in
            if !hasEnded { didTimeOut = true }
            return !hasEnded
        }
        if running { end() }
    }

    /// Tells the child to end (SIGTERM: it ends everything the plugin started, even outside its
    /// process group, then itself; see ``PluginScanChild/superviseDescendants()``), and kills its
    /// group after ``endingGrace`` seconds if it has not ended by then (a plugin blocking the
    /// signal).
    private func end() {
        guard let pid = child?.pid, pid > 1 else { return }
        kill(pid, SIGTERM)
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.endingGrace) { [weak self] in
            guard let self, self.isRunning else { return }
            self.killGroup()
        }
    }

    /// How long a child told to end may take before its group is killed, in seconds.
    private static let endingGrace = 2.0

    /// Kills the child and everything it started: it leads its own process group (see
    /// ``PluginScanChild/bindToParent(_:)``), unless it did not get that far.
    private func killGroup() {
        guard let pid = child?.pid else { return }
        // Never kill(0, …) or kill(-1, …): that would signal this process's group, or everyone.
        guard pid > 1 else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }

    private var outcome: PluginScanOutcome {
        child?.outcome ?? .exited(-1)
    }

    private func didEnd(_ pid: pid_t) {
        // What the plugin started and left behind (a helper it forked while registering) is in
        // the child's process group: end it with the child. Only the group is signalled: the
        // child is reaped, so its own id may already be reused, but a group's id is not reused
        // while a member of the group is left.
        if pid > 1 { kill(-pid, SIGKILL) }
        let waiting = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            hasEnded = true
            defer { waiters.removeAll() }
            return waiters
        }
        finished.signal()
        for continuation in waiting { continuation.resume() }
    }
}
