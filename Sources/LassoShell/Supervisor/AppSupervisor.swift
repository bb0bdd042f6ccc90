import Foundation
import Lasso
import LassoPluginHost
import LassoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The supervisor of `run` and `serve`: a small parent process that runs the app in a child (the
/// same `lasso-shell` with the same arguments) and, when the child ends without being asked to —
/// a trap, a memory fault, an `exit()` in a plugin's action, or no heartbeat for the hang
/// time-out — starts a new child, which restores its sessions from their journals as they were
/// before the input that faulted and says what happened (``AppFault``). The faulting input is not
/// replayed. A `run` has its terminal given back to the user's settings first; a `serve` is
/// started again on the port the first one listened on, with the same access token, so that
/// its pages reconnect by themselves.
///
/// The supervisor loads no plugin and builds no app: it forwards the ending signals to the child
/// (a child that ends by the signal it was sent ends the supervisor by that signal too), stops
/// itself when a `run` child is suspended (Ctrl-Z) so the shell sees the job stop, keeps what
/// the child writes on standard error while its session runs (the terminal is the app's then;
/// a server's goes on to standard error as it comes) and gives up after
/// ``RestartBudget/limit`` faults within its window, or when a restarted app faults again before
/// it is back.
final class AppSupervisor {
    /// What the supervised app is.
    enum Kind: Equatable {
        /// An interactive `run`: the terminal is the app's while it runs.
        case run
        /// `serve`: in a process group of its own (the terminal's Ctrl-C reaches the supervisor
        /// alone, which passes it on once: a second one stops the server at once), its standard
        /// error written through, started again on the same port.
        case serve

        /// What the supervisor starts again and stops for good, in its messages.
        var name: String {
            switch self {
            case .run: "the app"
            case .serve: "the server"
            }
        }

        /// Where the sessions are when the supervisor gives up.
        var keptSessions: String {
            switch self {
            case .run: "its session is kept in its journal"
            case .serve: "its sessions are kept in its session folder"
            }
        }

        /// How they come back.
        var nextStart: String {
            switch self {
            case .run: "the next run of this app offers its session (\(RunKeys.restoreSession.label))"
            case .serve: "the next serve of this app gives each page its session back"
            }
        }
    }

    /// The environment between supervisor and app, defined once.
    enum Variable {
        /// The descriptor the app writes ``SupervisorMessage``s to.
        static let channel = "LASSO_SUPERVISOR_FD"
        /// The supervisor's process id (the app ends when it does).
        static let supervisor = "LASSO_SUPERVISOR_PID"
        /// The file of the fault the app is restarted after (``AppFault``).
        static let fault = "LASSO_FAULT_REPORT"
        /// The access token a supervised `serve` made for all its children (one the user gave
        /// is read from its file by each): a restarted server signs the same pages in.
        static let token = "LASSO_SERVE_TOKEN"
        /// The port a `serve` started again after a fault listens on: the first one's, which
        /// `--port 0` picked (a variable, not an argument: after a `--` it would be none).
        static let port = "LASSO_SERVE_PORT"
        /// Every variable of supervision, taken out of the app's environment once read.
        static let all = [channel, supervisor, fault, token, port]
    }

    /// The hang time-out when `--hang-timeout` is not given, in seconds.
    static let defaultHangTimeout = 5

    /// The signals the supervisor passes on to the app.
    static let forwardedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The signals a server stops on, which it takes only as its supervisor passes them on
    /// (``SignalForwarder/passOn(_:to:)``); the others of ``forwardedSignals`` reach it as sent.
    static let serverStopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The hang time-outs `--hang-timeout` takes, in seconds: at least two heartbeats.
    static let hangTimeouts = (2 * SupervisorMessage.heartbeatSeconds)...3600

    /// How long a crashing app may take to write its backtrace before it is killed.
    static let backtraceLimit: TimeInterval = 60

    /// How much of the app's standard error is kept while its session runs.
    static let keptErrorBytes = 64 * 1024

    private let arguments: [String]
    private let kind: Kind
    private let hangTimeout: Int
    private let environment: [String: String]
    private let faultFolder: String
    /// The port a served app listened on (``SupervisorMessage/listening(port:)``): its
    /// restarts listen there too.
    private var servedPort: Int?

    /// Supervises `lasso-shell` with `arguments` (without the program name), a `run` or a
    /// `serve`; `environment` is the children's (with ``Variable/token`` for a `serve` whose
    /// token the supervisor made).
    init(
        arguments: [String], kind: Kind = .run, hangTimeout: Int,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.arguments = arguments
        self.kind = kind
        self.hangTimeout = hangTimeout
        self.environment = environment
        faultFolder = AppFault.folder(UserFolders(environment: environment))
    }

    /// Runs the app until it ends by the user's wish, or the supervisor gives up; returns the
    /// exit status for the shell (the app's own).
    func run() -> Int32 {
        guard let executable = Self.ownExecutable() else {
            return ShellOutput.report(
                .error(
                    "cannot find this program's own file (/proc/self/exe) to start the app under supervision",
                    hint: "run with --no-supervisor"))
        }
        // A child's end must be heard (and not reaped by the system): a parent that started
        // this process with SIGCHLD ignored would leave it ignored.
        _ = signal(SIGCHLD, SIG_DFL)
        // A closed standard error or output is a write that fails, not the end of the supervisor
        // (and of the app with it). The app gets SIGPIPE at its default again (ChildSpawn).
        _ = signal(SIGPIPE, SIG_IGN)
        guard let signals = SignalForwarder.start(Self.forwardedSignals + [SIGCHLD]) else {
            return ShellOutput.report(.error("cannot watch signals: \(String(cString: strerror(errno)))"))
        }
        defer {
            SignalForwarder.stop()
            close(signals)
        }
        let terminalSettings = TerminalHandBack.settings(of: STDIN_FILENO)
        var budget = RestartBudget()
        var faultPath: String?
        while true {
            let end: ChildEnd
            do {
                end = try runChild(executable: executable, signals: signals, faultPath: faultPath)
            } catch {
                return ShellOutput.report(.error("cannot start the app: \(error)", hint: "run with --no-supervisor"))
            }
            switch end {
            case .asked(let status, let killed):
                // Ended by a signal nobody sent it while it stopped (a crash as it saved): the
                // app could not give the terminal back itself.
                if killed, kind == .run, let terminalSettings {
                    TerminalHandBack.restore(input: STDIN_FILENO, output: STDOUT_FILENO, settings: terminalSettings)
                }
                return status
            case .endedBy(let signal):
                // Asked to end and ended by that signal (a second Ctrl-C or SIGTERM while the
                // app was stuck): the supervisor ends as the app did, for whoever started it.
                if kind == .run, let terminalSettings {
                    TerminalHandBack.restore(input: STDIN_FILENO, output: STDOUT_FILENO, settings: terminalSettings)
                }
                SignalForwarder.stop()
                Self.end(by: signal)
                return 128 + signal
            case .faulted(var fault, let wasReady, let status):
                if kind == .run, let terminalSettings {
                    TerminalHandBack.restore(input: STDIN_FILENO, output: STDOUT_FILENO, settings: terminalSettings)
                }
                guard wasReady else {
                    // It never came up: a fault at start is the app's answer, not something to retry.
                    if faultPath != nil {
                        ShellOutput.report(
                            .error(
                                "\(kind.name) faulted again while coming back from a fault (\(fault.cause.description)); \(kind.keptSessions)",
                                hint:
                                    "\(kind.nextStart); \(fault.errorOutput.isEmpty || kind == .serve ? "" : "the app wrote:\n\(fault.errorOutput)")"
                            ))
                    }
                    return status
                }
                let allowed = budget.allowsRestart(after: fault.time)
                fault.recentFaults = budget.recentFaults
                guard allowed else {
                    ShellOutput.report(
                        .error(
                            "\(kind.name) stopped for good after \(RestartBudget.exhaustedText), the last by \(fault.cause.description) on \(fault.input?.description ?? "no input"); \(kind.keptSessions)",
                            hint: "fix \(fault.culprit); \(kind.nextStart)"))
                    return status
                }
                fault.served = kind == .serve ? true : nil
                do {
                    faultPath = try fault.write(into: faultFolder)
                    if kind == .serve, let faultPath {
                        // The operator's record; the pages are told by the new server.
                        ShellOutput.report(
                            .warning(
                                "\(fault.summary); serving again\(servedPort.map { " on port \($0)" } ?? "") (\(RestartBudget.standing(recentFaults: fault.recentFaults, of: kind)))",
                                hint: "the report: \(faultPath)"))
                    }
                } catch {
                    ShellOutput.report(
                        .error(
                            "\(kind.name) stopped by \(fault.cause.description), and its report cannot be written: \(error)",
                            hint: kind.nextStart))
                    return status
                }
            }
        }
    }

    /// How one child ended.
    private enum ChildEnd {
        /// By the user's wish, with this exit status; whether a signal ended it (one it was not
        /// sent).
        case asked(Int32, killed: Bool)
        /// By the wish of whoever sent it this signal, which the supervisor passed on.
        case endedBy(Int32)
        /// Not asked to; whether it had told it was ready; the exit status it gives the shell.
        case faulted(AppFault, wasReady: Bool, status: Int32)
    }

    /// What the supervisor learned of the running child.
    private struct Watch {
        var ready = false
        var quitting = false
        /// An ending signal was passed on: the child ends because it was asked to.
        var signalled = false
        /// The input being handled, as its message came (``SupervisorMessage/isInput(_:)``).
        var inputLine: Substring?
        /// The input being handled, read from its message.
        var input: InputInHand? {
            guard let inputLine, case .input(let input) = SupervisorMessage(line: inputLine) else { return nil }
            return input
        }
        var hungFor: Int?
        var killDeadline: Date?
        /// The child said it is crashing (the runtime's message, its backtracer): it is no hang
        /// while the backtrace is written, only if that never ends.
        var crashing = false
        /// When the hang time-out starts counting from: the last beat, or the end of a patience
        /// the app asked for (in the future then).
        var lastBeat = Date()
        var messages = LineBuffer()
        var errors = Data()
        /// The ending signals passed on to the child.
        var forwarded: Set<Int32> = []
        /// The last signal passed on in the carrier (a server's stop signal).
        var carried: Int32?
    }

    private func runChild(executable: String, signals: Int32, faultPath: String?) throws -> ChildEnd {
        var channel: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&channel) == 0, pipe(&errors) == 0 else {
            throw ChildSpawn.SpawnError(code: errno)
        }
        for end in [channel[0], errors[0]] {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        var childEnvironment = environment
        childEnvironment[Variable.channel] = "3"
        childEnvironment[Variable.supervisor] = "\(getpid())"
        childEnvironment[Variable.fault] = faultPath
        childEnvironment[Variable.port] = servedPort.map(String.init)
        childEnvironment["SWIFT_BACKTRACE"] = backtraceSetting()
        var spawn = ChildSpawn(executable: executable, arguments: arguments, environment: childEnvironment)
        spawn.ownProcessGroup = kind == .serve
        spawn.standardInput = .inherited
        spawn.standardOutput = .inherited
        spawn.standardError = .descriptor(errors[1])
        spawn.passed = [channel[1]]
        let child: pid_t
        do {
            child = try spawn.start()
        } catch {
            for end in channel + errors { close(end) }
            throw error
        }
        close(channel[1])
        close(errors[1])
        defer {
            close(channel[0])
            close(errors[0])
        }
        var watch = Watch()
        // A pipe the child closed (it ended, or a plugin closed the descriptor) is no longer
        // polled: it would be readable, at its end, for ever.
        var open = (channel: true, errors: true)
        while true {
            var descriptors = [
                pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open.channel ? channel[0] : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open.errors ? errors[0] : -1, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds(watch))
            if open.channel { open.channel = readMessages(channel[0], into: &watch) }
            if open.errors { open.errors = readErrors(errors[0], into: &watch) }
            for signal in SignalForwarder.drain(signals) where signal != SIGCHLD {
                watch.signalled = true
                watch.forwarded.insert(signal)
                // A server takes its stop signals only as passed on (queued, never merged with
                // the same signal sent to it directly: SignalForwarder.carrier); a terminal app
                // takes them as they are, and so does a server the others, and one whose queue of
                // signals is full (its filter takes our sends as well; only a merge can lose one).
                if kind == .serve, Self.serverStopSignals.contains(signal),
                    SignalForwarder.passOn(signal, to: child)
                {
                    watch.carried = signal
                } else {
                    kill(child, signal)
                }
            }
            if let status = reap(child, watch: &watch) {
                if open.channel { _ = readMessages(channel[0], into: &watch) }
                if open.errors { _ = readErrors(errors[0], into: &watch) }
                return ended(child, status: status, watch: watch)
            }
            checkHeartbeat(child, watch: &watch)
        }
    }

    /// The child's wait status once it has ended; `nil` while it runs (a stopped child stops
    /// the supervisor too, until the shell continues them both).
    private func reap(_ child: pid_t, watch: inout Watch) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(child, &status, WNOHANG | (kind == .run ? WUNTRACED : 0))
        guard result == child else { return nil }
        if status & 0xff == 0x7f {
            // Suspended (Ctrl-Z): the job stops as a whole; `fg` continues the group.
            raise(SIGSTOP)
            kill(child, SIGCONT)
            watch.lastBeat = Date()
            return nil
        }
        return status
    }

    private func ended(_ child: pid_t, status: Int32, watch: Watch) -> ChildEnd {
        var signal = status & 0x7f
        // A server the carrier ended by its default action (passed on before the server's handler
        // was in place, or after it was put back) was ended by the signal carried.
        if kind == .serve, signal == SignalForwarder.carrier, let carried = watch.carried { signal = carried }
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        // Asked to end (a quit, or a signal passed on, a hang's end under way or not), the app is
        // not started again, whatever ended it then: by the signal it was sent (it was stuck),
        // the supervisor ends by it too.
        let asked = watch.quitting || watch.signalled
        let errorText = String(decoding: watch.errors, as: UTF8.self)
        if asked || !watch.ready {
            // The terminal is the user's again: what the app said while it ran is theirs too.
            if kind == .run, watch.ready, !errorText.isEmpty { Self.writeErrors(watch.errors) }
            if asked {
                return signal != 0 && watch.forwarded.contains(signal)
                    ? .endedBy(signal) : .asked(exitStatus, killed: signal != 0)
            }
        }
        let cause: AppFault.Cause
        if let seconds = watch.hungFor {
            cause = .hung(seconds: seconds)
        } else if signal != 0 {
            cause = .signal(signal)
        } else {
            cause = .exited(exitStatus)
        }
        let fault = AppFault(
            cause: cause, input: watch.input, errorOutput: Self.lastLines(of: errorText),
            backtracePath: newestBacktrace(of: child), time: Date())
        return .faulted(fault, wasReady: watch.ready, status: exitStatus)
    }

    /// Takes the messages waiting; whether the pipe is still open.
    private func readMessages(_ channel: Int32, into watch: inout Watch) -> Bool {
        let (data, isOpen) = Self.readAvailable(channel)
        for line in watch.messages.append(data) {
            if SupervisorMessage.isInput(line) {
                watch.inputLine = line
                continue
            }
            guard let message = SupervisorMessage(line: line) else { continue }
            switch message {
            case .ready:
                watch.ready = true
                watch.lastBeat = Date()
            case .listening(let port): servedPort = port
            case .input: break  // kept above, unread
            case .idle: watch.inputLine = nil
            case .beat: watch.lastBeat = Date()
            case .patience(let seconds):
                // The guard ends the app itself after `seconds`: the hang time-out waits for it.
                watch.lastBeat = Date().addingTimeInterval(Double(seconds + SupervisorMessage.heartbeatSeconds))
            case .quit: watch.quitting = true
            }
        }
        return isOpen
    }

    /// Takes what the child wrote on standard error; whether the pipe is still open.
    private func readErrors(_ errors: Int32, into watch: inout Watch) -> Bool {
        let (data, isOpen) = Self.readAvailable(errors)
        guard !data.isEmpty else { return isOpen }
        if !watch.crashing,
            String(decoding: data, as: UTF8.self).split(separator: "\n").contains(where: {
                AppFault.isRuntimeMessage($0) || $0.hasPrefix("*** Signal ")
            })
        {
            watch.crashing = true
            watch.killDeadline = Date().addingTimeInterval(Self.backtraceLimit)
        }
        if watch.ready {
            watch.errors.append(data)
            if watch.errors.count > Self.keptErrorBytes { watch.errors = watch.errors.suffix(Self.keptErrorBytes) }
        }
        // Before the session, the terminal is still the user's: errors at start show at once; a
        // server's log is its operator's all along.
        if !watch.ready || kind == .serve { Self.writeErrors(data) }
        return isOpen
    }

    /// Ends a child that stopped answering: SIGABRT first, so the Swift runtime writes where it
    /// is stuck into the report, then SIGKILL if that does not end it.
    private func checkHeartbeat(_ child: pid_t, watch: inout Watch) {
        guard watch.ready, !watch.quitting, !watch.signalled || watch.crashing else { return }
        if let deadline = watch.killDeadline {
            if Date() >= deadline { kill(child, SIGKILL) }
            return
        }
        guard Date().timeIntervalSince(watch.lastBeat) >= Double(hangTimeout) else { return }
        watch.hungFor = hangTimeout
        watch.killDeadline = Date().addingTimeInterval(Double(hangTimeout))
        kill(child, SIGABRT)
    }

    private func timeoutMilliseconds(_ watch: Watch) -> Int32 {
        guard watch.ready, !watch.quitting else { return -1 }
        let due = watch.killDeadline ?? watch.lastBeat.addingTimeInterval(Double(hangTimeout))
        return Int32(max(0, min(due.timeIntervalSinceNow, 60)) * 1000) + 1
    }

    // MARK: - The Swift runtime's backtrace

    /// The child's `SWIFT_BACKTRACE`: no waiting for a key on the terminal (the user would see
    /// a frozen app for 30 s), no colour, written to a file in the faults folder; addresses not
    /// turned into names (`symbolicate=off`: the backtrace lists each image with its build id, for
    /// a symbolizer), because naming them costs the restart 8–11 s with a debug runtime on this
    /// machine against 0.5 s (docs/supervisor.md). A user's own setting comes after ours, so it
    /// wins (`symbolicate=full`), but for the terminal and the file; one turning backtraces off is
    /// kept whole.
    private func backtraceSetting() -> String {
        let own = environment["SWIFT_BACKTRACE"] ?? ""
        if own.contains("enable=no") { return own }
        try? PrivateFolder.prepare(faultFolder)
        return (["symbolicate=off"] + (own.isEmpty ? [] : [own]) + ["interactive=no,color=no,output-to=\(faultFolder)"])
            .joined(separator: ",")
    }

    /// The backtrace the runtime wrote for `child` (`PROGRAM-PID-N.log`), if any.
    private func newestBacktrace(of child: pid_t) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: faultFolder)) ?? []
        return names.filter { $0.contains("-\(child)-") && $0.hasSuffix(".log") }.sorted().last.map {
            "\(faultFolder)/\($0)"
        }
    }

    // MARK: - Helpers

    /// Writes `data` on standard error, whatever becomes of it: a closed pipe (`serve … 2>&1 |
    /// tee log` with the `tee` gone) loses the text, never the supervisor, nor the app with it.
    private static func writeErrors(_ data: Data) {
        try? FileHandle.standardError.write(contentsOf: data)
    }

    /// Ends this process by `signal`, as the app it ran ended (its handler back to the default
    /// and the signal unblocked first); returns only if that did not end it.
    private static func end(by signal: Int32) {
        _ = Glibc.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
    }

    private static func ownExecutable() -> String? {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return path.isEmpty ? nil : path
    }

    /// What can be read from `descriptor` (non-blocking) now, and whether it is still open
    /// (not at its end).
    private static func readAvailable(_ descriptor: Int32) -> (Data, isOpen: Bool) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return (data, count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            }
        }
    }

    /// What of `text` (the app's standard error) goes into the report: from the Swift runtime's
    /// last message (`…: Fatal error: …`) on, at most 60 lines, else the last 40 lines.
    static func lastLines(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let message = lines.lastIndex(where: { AppFault.isRuntimeMessage($0) }) {
            return lines[message...].prefix(60).joined(separator: "\n")
        }
        return lines.suffix(40).joined(separator: "\n")
    }
}

/// Bytes read in pieces, taken a whole line at a time.
struct LineBuffer {
    private var pending = Data()

    /// Adds `data`; returns the lines it completed, without their newlines.
    mutating func append(_ data: Data) -> [Substring] {
        pending.append(data)
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = String(decoding: pending[..<last], as: UTF8.self)
        pending = Data(pending[(last + 1)...])
        return complete.split(separator: "\n")
    }
}
