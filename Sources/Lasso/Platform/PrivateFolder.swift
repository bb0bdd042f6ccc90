internal import Foundation

/// A folder the host writes a user's files into (sessions, logs, caches, stores): made when
/// missing, private to the user (0700), and refused when another user could read or change what
/// is in it — one check for every such folder.
package enum PrivateFolder {
    /// Why a folder is not fit to hold a user's files, with what to do.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The folder.
        package let path: String
        /// What is wrong with it.
        package let reason: String
        /// What to do.
        package let hint: String

        package var description: String { "\(path): \(reason)" }
    }

    /// Makes `path` (and the folders above it that are missing, 0700 each) when it does not
    /// exist; then checks that it is a real folder (not a symbolic link) owned by this user that
    /// no other user may write to. A folder that others may only read is made private.
    package static func prepare(_ path: String) throws(Problem) {
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else {
                throw problem(path, "cannot be examined: \(String(cString: strerror(errno)))")
            }
            do {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw Problem(
                    path: path, reason: "cannot be made: \(error.localizedDescription)",
                    hint: "make it yourself (mkdir -m 700), or choose another folder")
            }
            guard lstat(path, &status) == 0 else { throw problem(path, "vanished as it was made") }
        }
        guard status.st_mode & S_IFMT != S_IFLNK else {
            throw problem(path, "is a symbolic link; another user could point it anywhere")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw problem(path, "is not a folder") }
        if let reason = othersControl(owner: status.st_uid, mode: status.st_mode, losing: "its files") {
            throw problem(path, reason)
        }
        if status.st_mode & 0o077 != 0 { chmod(path, 0o700) }
    }

    /// Why a file or folder of `owner` (a uid) and `mode` is not this user's alone to change
    /// (another user owns it, or others may write it), saying what that other user could
    /// change (`its files`); `nil` when it is.
    package static func othersControl(owner: UInt32, mode: UInt32, losing what: String) -> String? {
        if owner != geteuid() {
            return "belongs to another user (uid \(owner)), who could read or replace \(what)"
        }
        if mode & 0o022 != 0 {
            return "can be written by other users (mode \(String(mode & 0o7777, radix: 8))), who could replace \(what)"
        }
        return nil
    }

    private static func problem(_ path: String, _ reason: String) -> Problem {
        Problem(path: path, reason: reason, hint: "use a folder of your own: mkdir -m 700 FOLDER")
    }
}
