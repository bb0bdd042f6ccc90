import Foundation
import Lasso
import LassoConfig
import LassoTerminal

/// The sessions of `run`: the journal every run keeps, so that a run that ends without quitting
/// (a plugin crashed, the terminal was closed) costs the user nothing, and `--save-session FILE`
/// and `--restore FILE`.
///
/// - Every run (not `--dump`) journals its session (``LassoConfig/SessionJournal``) into
///   `journal/<config>.jsonl` in Lasso's state folder (``journalPath(forConfig:)``): a checkpoint
///   of every screen's state, then each change, written after each key or step. A clean quit
///   removes it. If the app died, the next `run` of the same config finds it and offers the
///   session as it was after the last input before the end: the status line says so, and Ctrl-O
///   restores it. Before a plugin's new version first runs (`--watch`), the journal is flushed.
/// - With `--save-session`, the session is also written to FILE when the app quits, on Ctrl-S,
///   and (with `--watch`) before every plugin swap.
/// - `--restore FILE` starts from FILE. A damaged or foreign file is refused in the status line,
///   and the app starts fresh.
///
/// A journal that cannot be kept (its folder or file is another user's, a link, not writable) is
/// said in the status line and the app runs without one; one left over that cannot be read is
/// said and left as it is until this run's journal replaces it.
@MainActor
final class SessionKeeper {
    private let app: LiveApp
    /// The `--save-session` file, if any.
    private let path: String?
    /// The journal's file, while the session is journaled.
    private var journalFile: JournalFile?
    private weak var terminal: TerminalApp?
    /// A session the previous run of this config left behind, offered for restoring.
    private var leftOver: AppSession?
    /// What to say once the terminal is attached.
    private var pendingStatus: StatusMessage?
    /// The `--restore` file, when it was refused: never saved over (it holds what the user
    /// asked for, which this run could not read).
    private var refusedRestorePath: String?

    /// How many entries the journal writes between checkpoints (each checkpoint replaces what
    /// came before it, so the journal stays about this long).
    static let checkpointInterval = 1_000

    /// Keeps `app`'s session: journaled, with `trace` (`--trace`) written beside the journal.
    /// A process its supervisor restarted after `fault` takes the session back from the journal
    /// at once, and says what happened (``SupervisorLink``).
    init(
        app: LiveApp, configPath: String, savePath: String?, restorePath: String?, trace: JournalFile?,
        supervisor: SupervisorLink? = nil
    ) {
        self.app = app
        path = savePath
        let journalPath = Self.journalPath(forConfig: configPath)
        if let supervisor, supervisor.fault != nil || supervisor.faultProblem != nil {
            recover(after: supervisor, from: journalPath)
        } else if let restorePath {
            restore(from: restorePath)
        } else if FileManager.default.fileExists(atPath: journalPath), !JournalFile.isInUse(journalPath) {
            do {
                let recovered = try JournalRecovery.read(from: journalPath)
                leftOver = recovered.session
                var text =
                    "The last run of this app ended without quitting (saved \(Self.time(recovered.session.savedAt))): \(RunKeys.restoreSession.label) restores its state"
                if let damage = recovered.damage { text += " (the journal is damaged: \(damage))" }
                pendingStatus = StatusMessage(text)
            } catch {
                pendingStatus = StatusMessage("Ignoring \(error)", isError: true)
            }
        }
        startJournal(at: journalPath, trace: trace)
    }

    /// Journals the session into the file at `path` (and `trace`); says why not when it cannot.
    private func startJournal(at path: String, trace: JournalFile?) {
        var sinks: [any JournalSink] = trace.map { [$0] } ?? []
        do {
            try PrivateFolder.prepare(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            let file = try JournalFile(path: path, format: .journal) { WarningLog.appendLine($0) }
            journalFile = file
            sinks.insert(file, at: 0)
        } catch {
            let problem = "This run is not journaled, so a crash would lose what you did: \(error)"
            if let earlier = pendingStatus, let error = error as? JournalFileError, earlier.text.contains(error.path) {
                // The left-over journal's message named the file already.
                pendingStatus = StatusMessage(
                    "\(earlier.text). This run is not journaled, so a crash would lose what you did: it \(error.problem)",
                    isError: true)
            } else {
                pendingStatus = StatusMessage(pendingStatus.map { "\($0.text). \(problem)" } ?? problem, isError: true)
            }
        }
        guard !sinks.isEmpty else { return }
        app.startJournal(
            session: "run", sink: sinks.count == 1 ? sinks[0] : JournalSinks(sinks),
            checkpointEvery: journalFile == nil ? nil : Self.checkpointInterval)
    }

    /// Adds the session keys to `terminal` and shows what happened at start.
    func attach(to terminal: TerminalApp) {
        self.terminal = terminal
        if path != nil {
            terminal.commands.append(RunKeys.saveSession.command { [weak self] in self?.save(announcing: true) })
        }
        if leftOver != nil {
            terminal.commands.append(RunKeys.restoreSession.command { [weak self] in self?.restoreLeftOver() })
        }
        if let pendingStatus { terminal.status = pendingStatus }
    }

    /// Before a plugin's new version first runs: the journal is written out to the system (it
    /// survives the process), and the session saved to `--save-session`'s file.
    func beforePluginSwap() {
        app.journal?.writeBatch()
        journalFile?.flush()
        save()
    }

    /// Saves the session to `--save-session`'s file (on a key, on quit).
    func save(announcing: Bool = false) {
        guard let path else { return }
        if let refused = refusedRestorePath, Self.isSameFile(refused, path) {
            terminal?.status = StatusMessage(
                "Session not saved: \(path) could not be restored, so it is kept as it is; save to another file",
                isError: true)
            return
        }
        do {
            try app.session().write(to: path)
            if announcing { terminal?.status = StatusMessage("Saved the session to \(path)") }
        } catch {
            terminal?.status = StatusMessage("Session not saved: \(error)", isError: true)
        }
    }

    /// The app ended: the journal ends, and is removed when the user quit (kept when a signal
    /// ended the app, a closed terminal or a killed supervisor, so the next run offers the
    /// session); the session is saved to `--save-session`'s file.
    func finish(keepingJournal: Bool = false) {
        app.journal?.end()
        journalFile?.finish(removing: !keepingJournal)
        journalFile = nil
        save()
    }

    private func restore(from path: String) {
        do {
            let session = try AppSession.read(from: path)
            pendingStatus = StatusMessage(Self.summary(of: app.restore(session), from: session))
        } catch {
            refusedRestorePath = path
            pendingStatus = StatusMessage("Starting fresh: \(error)", isError: true)
        }
    }

    /// Restores the session from the journal the faulted process left, and says what faulted
    /// (``AppFault/summary``), or why the session could not come back.
    private func recover(after supervisor: SupervisorLink, from journalPath: String) {
        guard let fault = supervisor.fault else {
            pendingStatus = StatusMessage(
                "The app was restarted after a fault, but \(supervisor.faultProblem ?? "its report is missing")",
                isError: true)
            return
        }
        let standing = RestartBudget.standing(recentFaults: fault.recentFaults, of: .run)
        let report = "\(RunKeys.report.label): the report (\(standing))"
        do {
            let recovered = try JournalRecovery.read(from: journalPath)
            let adopted = app.restore(recovered.session)
            var text = "\(fault.summary). Back as before " + (fault.input == nil ? "it" : "that input")
            if adopted.contains(where: { !$0.value.isComplete }) {
                text += " (" + Self.summary(of: adopted, from: recovered.session) + ")"
            }
            if let damage = recovered.damage { text += " (the journal is damaged: \(damage))" }
            pendingStatus = StatusMessage("\(text); \(report)", isError: true)
        } catch {
            pendingStatus = StatusMessage(
                "\(fault.summary). Started afresh: the session could not be restored: \(error); \(report)",
                isError: true)
        }
    }

    private func restoreLeftOver() {
        guard let session = leftOver else { return }
        leftOver = nil
        terminal?.status = StatusMessage(Self.summary(of: app.restore(session), from: session))
    }

    /// Whether `first` and `second` name one file (the same path, or the same device and inode).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        var one = stat()
        var other = stat()
        return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev
            && one.st_ino == other.st_ino
    }

    private static func summary(of adopted: [String: StateAdoption], from session: AppSession) -> String {
        let partial = adopted.filter { !$0.value.isComplete }.map {
            "\($0.key.split(separator: " ").last ?? ""): \($0.value.summary)"
        }.sorted()
        var text =
            "Restored the session of \(time(session.savedAt)) (\(adopted.count) of \(session.screens.count) screens"
        if !partial.isEmpty { text += "; " + partial.joined(separator: "; ") }
        return text + ")"
    }

    private static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    /// The journal of the config at `configPath`: `journal/<config path, slashes as %>.jsonl`
    /// in Lasso's state folder (``Lasso/UserFolders``).
    static func journalPath(forConfig configPath: String) -> String {
        let real = URL(fileURLWithPath: configPath).resolvingSymlinksInPath().path
        let name = real.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%")
        return "\(UserFolders().state)/journal/\(name).jsonl"
    }
}
