import Foundation
import Lasso
import LassoPluginHost

/// The accounts `serve --users FILE` signs people in with: one account a line, `NAME:HASH`
/// (``PasswordHash``; never a password), `#` starting a comment. Written by `lasso-shell users
/// add`, which keeps it private to its owner (0600); read only when it is: a file others may
/// read would let them guess its passwords offline, one others may write would let them add
/// themselves.
package struct AccountsFile: Sendable, Equatable {
    /// Why the file cannot be used, naming it (and the line), with what to do.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package let path: String
        /// The line (from 1) it is on, when it is one line's.
        package let line: Int?
        package let reason: String
        package let hint: String

        package var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)" }
    }

    /// An account: its login name and its password's hash.
    package struct Account: Sendable, Equatable {
        package let name: String
        let hash: PasswordHash
    }

    /// The file.
    package let path: String
    /// Its accounts, in the file's order.
    package private(set) var accounts: [Account]

    /// The largest file read: a million bytes is some ten thousand accounts.
    static let maximumSize = 1 << 20

    /// Where `users add` writes when given no file: `users` in Lasso's config folder
    /// (`~/.config/lasso/users`).
    package static var defaultPath: String { UserFolders().config + "/users" }

    /// An empty file at `path`, not yet written.
    package init(emptyAt path: String) {
        self.path = path
        accounts = []
    }

    /// The file at `path`: refused when it is missing (unless `missingIsEmpty`), another
    /// user's, readable or writable by others, not a regular file, or has a line that is not
    /// an account.
    package static func read(_ path: String, missingIsEmpty: Bool = false) throws(Problem) -> AccountsFile {
        let data: Data?
        do throws(InputFile.Problem) {
            data = try InputFile.read(path, maximumSize: maximumSize) { status throws(InputFile.Problem) in
                if status.owner != geteuid() {
                    throw .refused("it belongs to another user (uid \(status.owner)), who could add accounts to it")
                }
                if status.permissions & 0o077 != 0 {
                    throw .refused(
                        "other users may read or change it (mode \(String(status.permissions, radix: 8))), and guess its passwords offline"
                    )
                }
            }
        } catch {
            throw Problem(path: path, line: nil, reason: "\(error)", hint: hint(for: error, path: path))
        }
        guard let data else {
            if missingIsEmpty { return AccountsFile(emptyAt: path) }
            throw Problem(
                path: path, line: nil, reason: "there is no such file",
                hint: "make it with \(HostProgram.current.name) users add NAME --file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(path: path, line: nil, reason: "it is not UTF-8 text", hint: "write it with `users add`")
        }
        var file = AccountsFile(emptyAt: path)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespaces)
            if content.isEmpty || content.hasPrefix("#") { continue }
            func problem(_ reason: String) -> Problem {
                Problem(
                    path: path, line: index + 1, reason: reason,
                    hint:
                        "each line is NAME:HASH as `\(HostProgram.current.name) users add` writes it; remove the line, or add the account again"
                )
            }
            guard let colon = content.firstIndex(of: ":") else { throw problem("the line has no ':' after the name") }
            let rawName = String(content[..<colon])
            guard let name = WebIdentity.userName(rawName), name == rawName else {
                throw problem("'\(rawName)' is not a user name (1 to 128 characters, no ':' or control characters)")
            }
            guard file.account(named: name) == nil else { throw problem("\(name) has an account on an earlier line") }
            switch PasswordHash.decode(content[content.index(after: colon)...]) {
            case .success(let hash): file.accounts.append(Account(name: name, hash: hash))
            case .failure(let wrong): throw problem("\(name)'s password \(wrong.reason)")
            }
        }
        return file
    }

    private static func hint(for problem: InputFile.Problem, path: String) -> String {
        guard case .refused = problem else { return "give the file `users add` wrote" }
        return "make it yours and private: chown $(id -un) \(path) && chmod 600 \(path)"
    }

    /// The account called `name`, if any.
    package func account(named name: String) -> Account? {
        accounts.first { $0.name == name }
    }

    /// Gives `name` the password `password` (hashed with a new salt), adding the account when
    /// it is new.
    package mutating func setPassword(_ password: String, of name: String) throws {
        set(name, hash: try PasswordHash.make(password))
    }

    /// Gives `name` the password whose hash is `hash`, adding the account when it is new.
    mutating func set(_ name: String, hash: PasswordHash) {
        if let index = accounts.firstIndex(where: { $0.name == name }) {
            accounts[index] = Account(name: name, hash: hash)
        } else {
            accounts.append(Account(name: name, hash: hash))
        }
    }

    /// Removes `name`'s account; `false` when there was none.
    package mutating func remove(_ name: String) -> Bool {
        guard let index = accounts.firstIndex(where: { $0.name == name }) else { return false }
        accounts.remove(at: index)
        return true
    }

    /// The file's text.
    var text: String {
        "# Accounts of lasso-shell serve --users: NAME:scrypt$N$r$p$SALT$HASH, written by `users add`.\n"
            + accounts.map { "\($0.name):\($0.hash.encoded)\n" }.joined()
    }

    /// Writes the file whole, private to its owner (0600), in its folder (made 0700 when
    /// missing): a new file beside it is renamed over it, so a reader sees the old accounts or
    /// the new ones, never half of them.
    package func write() throws(Problem) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do throws(PrivateFolder.Problem) {
                try PrivateFolder.prepare(folder)
            } catch {
                throw Problem(path: path, line: nil, reason: "its folder \(error)", hint: error.hint)
            }
        }
        let temporary = "\(path).\(getpid()).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw writeProblem("cannot make \(temporary)") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            let problem = writeProblem("cannot write it")
            unlink(temporary)
            throw problem
        }
    }

    private func writeProblem(_ what: String) -> Problem {
        Problem(
            path: path, line: nil, reason: "\(what): \(String(cString: strerror(errno)))",
            hint: "check the folder is yours and the disk has room")
    }
}
