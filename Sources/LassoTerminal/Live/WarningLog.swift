import Foundation
import Lasso
internal import Synchronization

/// Where warnings go while the terminal app runs: a file, since standard error is the screen.
/// `$LASSO_LOG` if set, else FILE in Lasso's state folder (``Lasso/UserFolders``:
/// `$XDG_STATE_HOME/lasso` or `~/.local/state/lasso`), FILE being ``fileName``; folder 0700,
/// file 0600, appended to.
public enum WarningLog {
    /// The log file's path.
    public static var path: String {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LASSO_LOG"], !path.isEmpty { return path }
        return stateDirectory + "/" + fileName
    }

    /// The log file's name in ``stateDirectory``: the program's, which it sets at start-up
    /// (`NAME.log`); `lasso.log` until it does.
    public static var fileName: String {
        get { installedFileName.withLock { $0 } }
        set { installedFileName.withLock { $0 = newValue } }
    }

    private static let installedFileName = Mutex("lasso.log")

    /// Where Lasso keeps state between runs (the log, saved sessions): ``Lasso/UserFolders``'
    /// state folder, `$XDG_STATE_HOME/lasso` or `~/.local/state/lasso`.
    public static var stateDirectory: String {
        UserFolders().state
    }

    /// Appends `message` with the time (`TIME warning: …`, `TIME app.yaml:3:4: error: …`: the
    /// message's ``ProgramMessage/description``); returns false when the file cannot be written
    /// (the message is then only shown).
    @discardableResult
    package static func append(_ message: ProgramMessage, to path: String = WarningLog.path) -> Bool {
        appendLine(message.description, to: path)
    }

    /// Appends `text` after the time, as one line (a plugin's log line goes here too).
    @discardableResult
    package static func appendLine(_ text: String, to path: String = WarningLog.path) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Without waiting (a FIFO at the path would block the open until a reader came), and
        // only into a regular file.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        let line = "\(ISO8601DateFormatter().string(from: Date())) \(text)\n"
        return line.utf8CString.withUnsafeBufferPointer { buffer in
            write(descriptor, buffer.baseAddress, buffer.count - 1) == buffer.count - 1
        }
    }
}
