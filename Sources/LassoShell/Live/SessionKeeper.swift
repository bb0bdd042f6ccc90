import Foundation
import Lasso
import LassoConfig
import LassoTerminal

/// `run --save-session FILE` and `run --restore FILE`, and the session `run --watch` keeps so
/// that a crash of a plugin's new version costs a restart, never the user's work.
///
/// - With `--save-session`, the session is written to FILE when the app quits, on Ctrl-S, and
///   (with `--watch`) before every plugin swap.
/// - With `--watch` alone, it is written before every plugin swap to an automatic file for the
///   config (``automaticPath(forConfig:)``), which a clean quit removes. If the app died, the
///   next `run` of the same config finds it and offers it: the status line says so, and Ctrl-O
///   restores it.
/// - `--restore FILE` starts from FILE. A damaged or foreign file is refused in the status line,
///   and the app starts fresh.
///
/// Every write is atomic (``AppSession/write(to:)``).
@MainActor
final class SessionKeeper {
    private let app: LiveApp
    /// Where the session is saved, if anywhere.
    private let path: String?
    /// Whether ``path`` is the automatic file (removed on a clean quit).
    private let isAutomatic: Bool
    private weak var terminal: TerminalApp?
    /// A session the previous run of this config left behind, offered for restoring.
    private var leftOver: AppSession?
    /// What to say once the terminal is attached.
    private var pendingStatus: StatusMessage?
    /// The `--restore` file, when it was refused: never saved over (it holds what the user
    /// asked for, which this run could not read).
    private var refusedRestorePath: String?

    init(app: LiveApp, configPath: String, savePath: String?, restorePath: String?, watching: Bool) {
        self.app = app
        let automatic = watching && savePath == nil ? Self.automaticPath(forConfig: configPath) : nil
        path = savePath ?? automatic
        isAutomatic = automatic != nil
        if let restorePath {
            restore(from: restorePath)
        } else if let automatic, FileManager.default.fileExists(atPath: automatic) {
            do {
                let session = try AppSession.read(from: automatic)
                leftOver = session
                pendingStatus = StatusMessage(
                    "The last run of this app ended without quitting (saved \(Self.time(session.savedAt))): \(RunKeys.restoreSession.label) restores its state"
                )
            } catch {
                pendingStatus = StatusMessage("Ignoring \(error)", isError: true)
            }
        }
    }

    /// Adds the session keys to `terminal` and shows what happened at start.
    func attach(to terminal: TerminalApp) {
        self.terminal = terminal
        if !isAutomatic, path != nil {
            terminal.commands.append(RunKeys.saveSession.command { [weak self] in self?.save(announcing: true) })
        }
        if leftOver != nil {
            terminal.commands.append(RunKeys.restoreSession.command { [weak self] in self?.restoreLeftOver() })
        }
        if let pendingStatus { terminal.status = pendingStatus }
    }

    /// Saves the session (before a plugin swap, on a key, on quit).
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

    /// The app quit cleanly: saves to `--save-session`'s file, or removes the automatic one.
    func finish() {
        if isAutomatic, let path {
            unlink(path)
        } else {
            save()
        }
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

    /// The automatic session file of the config at `configPath`:
    /// `sessions/<config path, slashes as %>.json` in Lasso's state folder (``Lasso/UserFolders``).
    static func automaticPath(forConfig configPath: String) -> String {
        let real = URL(fileURLWithPath: configPath).resolvingSymlinksInPath().path
        let name = real.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%")
        return "\(UserFolders().state)/sessions/\(name).json"
    }
}
