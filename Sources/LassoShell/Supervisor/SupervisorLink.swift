internal import CLassoHostSupport
import Dispatch
import Foundation
import Lasso
import LassoConfig
import LassoPluginHost
import LassoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The app's side of supervision (``AppSupervisor``): the app process tells its supervisor
/// when it is ready, which input it is handling and that it still answers, and learns from it
/// the fault it was restarted after.
@MainActor
final class SupervisorLink {
    /// The fault this process was started to recover from, when it was.
    let fault: AppFault?
    /// Why ``fault`` could not be read, when it could not.
    let faultProblem: String?
    /// The supervisor's process id: the one its user knows, and signals.
    let supervisor: pid_t
    /// The access token the supervisor made for a `serve` (``AppSupervisor/Variable/token``).
    let token: String?
    /// The port a `serve` started again after a fault listens on (``AppSupervisor/Variable/port``).
    let port: Int?
    private let channel: Int32
    private var heartbeat: (any DispatchSourceTimer)?

    private init(
        channel: Int32, supervisor: pid_t, token: String?, port: Int?, fault: AppFault?, faultProblem: String?
    ) {
        self.channel = channel
        self.supervisor = supervisor
        self.token = token
        self.port = port
        self.fault = fault
        self.faultProblem = faultProblem
    }

    /// The link to this process's supervisor, when a supervisor started it
    /// (``AppSupervisor/Variable``). Arranges for `endingSignal` when the supervisor ends
    /// (killed itself): SIGHUP for a `run`, which then ends as when its terminal closes, its
    /// journal kept; SIGKILL for a `serve`, which ends as the supervisor did, its port free for
    /// the next server.
    static func connect(
        environment: [String: String] = ProcessInfo.processInfo.environment, endingSignal: Int32 = SIGHUP
    ) -> SupervisorLink? {
        // Read once and taken out of the environment: what this process starts (a plugin's own
        // program, another `lasso-shell run`) is not supervised by this supervisor.
        for name in AppSupervisor.Variable.all { unsetenv(name) }
        guard let text = environment[AppSupervisor.Variable.channel], let channel = Int32(text), channel > 2,
            let parent = environment[AppSupervisor.Variable.supervisor].flatMap({ Int32($0) }),
            Self.isPipe(channel), lasso_host_end_with_parent(parent, endingSignal) == 0
        else {
            // Variables inherited from elsewhere, or a supervisor already gone: run on its own.
            return nil
        }
        // Not for what this process starts (plugin scans, a build): only the app writes here.
        _ = fcntl(channel, F_SETFD, FD_CLOEXEC)
        _ = fcntl(channel, F_SETFL, fcntl(channel, F_GETFL) | O_NONBLOCK)
        var fault: AppFault?
        var problem: String?
        if let path = environment[AppSupervisor.Variable.fault] {
            do {
                fault = try AppFault.read(from: path)
            } catch {
                problem = "the fault's report \(path) cannot be read: \(error)"
            }
        }
        // A registration with a time limit holds the main actor up to that limit, which the
        // guard enforces itself, ending the host on purpose, with its reason: no fault.
        RegistrationExitGuard.watch(
            RegistrationExitGuard.Watcher(
                willRegister: { send(.patience(seconds: Int($0.rounded(.up))), to: channel) },
                endingOnPurpose: { send(.quit, to: channel) }))
        return SupervisorLink(
            channel: channel, supervisor: parent, token: environment[AppSupervisor.Variable.token],
            port: environment[AppSupervisor.Variable.port].flatMap { Int($0) }, fault: fault, faultProblem: problem)
    }

    /// Whether `descriptor` is open and a pipe (the supervisor's), not whatever else it may be.
    private static func isPipe(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    /// Starts reporting `terminal`'s inputs (named with the screen `journal` last saw) and the
    /// heartbeat, and tells the supervisor the app is ready.
    func attach(to terminal: TerminalApp, journal: @escaping @MainActor () -> SessionJournal?) {
        terminal.willHandle = { [weak self] event, control in
            let screen = journal()?.topScreen
            self?.send(
                .input(
                    InputInHand(
                        input: event.label, control: control.map(Self.name(of:)) ?? "",
                        screen: screen?.module ?? "", plugin: screen?.plugin ?? "")))
        }
        terminal.window.inputObservers.append { [weak self] in self?.didHandleInput() }
        beginSession()
    }

    /// A served app listens on `port`: tells the supervisor (its restarts listen there too),
    /// starts the heartbeat and tells it the app is ready. Its inputs are told with
    /// ``willHandle(_:)`` and ``didHandleInput()``.
    func serving(port: Int) {
        send(.listening(port: port))
        beginSession()
    }

    /// `input` is about to be handled: a fault before ``didHandleInput()`` is blamed on it.
    func willHandle(_ input: InputInHand) {
        send(.input(input))
    }

    /// The input told by ``willHandle(_:)`` is handled.
    func didHandleInput() {
        send(.idle)
    }

    /// Starts the heartbeat and tells the supervisor the app is ready: from now on a fault is
    /// recovered from.
    private func beginSession() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let interval = DispatchTimeInterval.seconds(SupervisorMessage.heartbeatSeconds)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.send(.beat) } }
        timer.resume()
        heartbeat = timer
        send(.ready)
    }

    /// The app ends by the user's wish: its end is no fault.
    func finish() {
        heartbeat?.cancel()
        heartbeat = nil
        send(.quit)
    }

    /// Writes `message` whole, or not at all when the pipe is full (the supervisor is behind;
    /// a beat or an input's name is not worth blocking the app for).
    private func send(_ message: SupervisorMessage) {
        Self.send(message, to: channel)
    }

    /// Writes `message` on `channel` from any thread (one `write`, whole: a line is shorter
    /// than a pipe's atomic write).
    private nonisolated static func send(_ message: SupervisorMessage, to channel: Int32) {
        let bytes = Array(message.line.utf8)
        _ = bytes.withUnsafeBufferPointer { write(channel, $0.baseAddress, $0.count) }
    }

    /// `the button “Trap”`: a control as a user would name it.
    static func name(of widget: Widget) -> String {
        let label: String? =
            switch widget {
            case let button as Button: button.title
            case let field as TextField: widget.identifier ?? field.placeholder
            default: widget.identifier
            }
        let kind: String =
            switch widget {
            case is Button: "the button"
            case is TextField: "the text field"
            default: "the \(String(describing: type(of: widget)).lowercased())"
            }
        guard let label, !label.isEmpty else { return kind }
        return "\(kind) “\(label)”"
    }
}
