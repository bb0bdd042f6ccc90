internal import Foundation
internal import Lasso

/// The checks on a store's file before SQLite opens it: its folder private (``PrivateFolder``),
/// and the file, when it exists, a regular file of this user's that nobody else may write.
enum StorageFile {
    static func check(_ path: String) throws(StorageOpenProblem) {
        let folder = (path as NSString).deletingLastPathComponent
        do throws(PrivateFolder.Problem) {
            try PrivateFolder.prepare(folder.isEmpty ? "." : folder)
        } catch {
            throw StorageOpenProblem(path: error.path, reason: "(the store's folder) " + error.reason, hint: error.hint)
        }
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else {
                throw problem(path, "cannot be examined: \(String(cString: strerror(errno)))")
            }
            // Made private before SQLite opens it: its journal files take the same mode.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw problem(path, "cannot be made: \(String(cString: strerror(errno)))") }
            close(descriptor)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: throw problem(path, "is a symbolic link; another user could point it anywhere")
        case S_IFIFO: throw problem(path, "is a named pipe (FIFO), not a store")
        case S_IFDIR: throw problem(path, "is a folder, not a store")
        default: throw problem(path, "is not a regular file")
        }
        if let reason = PrivateFolder.othersControl(owner: status.st_uid, mode: status.st_mode, losing: "every record")
        {
            throw problem(path, reason)
        }
    }

    private static func problem(_ path: String, _ reason: String) -> StorageOpenProblem {
        StorageOpenProblem(
            path: path, reason: reason, hint: "give a file of your own with --storage, or remove this one")
    }
}
