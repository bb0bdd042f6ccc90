import Foundation
import Lasso
internal import Synchronization

/// The accounts `serve --users FILE` signs people in with, as the file says now: read at start
/// (a file that cannot be used stops the server with its problem), and again when it changes
/// while the server runs (`users add` or `users remove` takes effect at once; a damaged new
/// version is reported and the last good one kept).
package final class Accounts: Sendable {
    /// The file.
    package let path: String
    private let current: Mutex<(file: AccountsFile, version: FileVersion)>
    /// Passwords are checked one at a time, off the server's threads: a check takes ~0.1 s and
    /// 32 MiB, so guesses sent at once cannot take the cores or the memory.
    private let checking = DispatchQueue(label: "lasso.serve.passwords")
    /// The hash checked for a name with no account, so that an unknown name takes as long to
    /// refuse as a wrong password.
    private let decoy: PasswordHash

    /// The accounts of `path`, or why the file cannot be used.
    package init(path: String) throws(AccountsFile.Problem) {
        self.path = path
        current = Mutex((try AccountsFile.read(path), FileVersion(path)))
        decoy = .decoy()
    }

    /// The file as it is now (read again when it changed).
    var file: AccountsFile {
        current.withLock { current in
            let version = FileVersion(path)
            guard version != current.version else { return current.file }
            current.version = version
            do throws(AccountsFile.Problem) {
                current.file = try AccountsFile.read(path)
            } catch {
                let message = "\(error) (\(error.hint)); the accounts read before are kept"
                Task { @MainActor in LassoDiagnostics.report(message) }
            }
            return current.file
        }
    }

    /// The user `name` signs in as with `password`, and their password's stamp, or `nil`.
    func signIn(_ name: String, password: String) async -> (AppUser, stamp: String)? {
        let account = file.account(named: name)
        let hash = account?.hash ?? decoy
        let verified = await withCheckedContinuation { continuation in
            checking.async { continuation.resume(returning: hash.verifies(password)) }
        }
        guard verified, let account else { return nil }
        return (AppUser(authority: .account, name: account.name), account.hash.stamp)
    }

    /// Whether `credential` still stands: its account exists with the password it was issued
    /// under.
    func stands(_ credential: SignInCredential) -> Bool {
        guard credential.user.authority == .account, let account = file.account(named: credential.user.name)
        else { return false }
        return account.hash.stamp == credential.stamp
    }
}

/// What tells a file's versions apart without reading it: its inode, size and time of change.
private struct FileVersion: Equatable {
    var inode: UInt = 0
    var size: Int = -1
    var changed = timespec()

    init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        inode = UInt(status.st_ino)
        size = Int(status.st_size)
        changed = status.st_ctim
    }

    static func == (a: FileVersion, b: FileVersion) -> Bool {
        a.inode == b.inode && a.size == b.size && a.changed.tv_sec == b.changed.tv_sec
            && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
