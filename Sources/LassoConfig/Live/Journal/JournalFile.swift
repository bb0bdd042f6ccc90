import Dispatch
import Foundation
import Lasso

/// A file of journal lines (``JournalEntry``) after one line naming its format: the `--trace`
/// file (``Format/trace``, docs/devtools.md), or the journal `run` keeps so that the next run
/// can bring back a session that ended without quitting (``Format/journal``).
///
/// Opened (made, or emptied) private to the user (0600); a link, or anything but a regular file
/// (a FIFO would hang a writer), is refused. Lines are written in the order they came, each batch
/// with one `write`: a trace's on a queue of the file's own (the main actor only hands them over),
/// a journal's at once (``write(_:)``). A write that fails (a full disk) ends the file: `failed`
/// hears why once, and the app runs on.
package final class JournalFile: JournalSink, @unchecked Sendable {
    /// What a file holds, as its first line says.
    package enum Format: String, Sendable {
        /// The `--trace` file: every entry, from the start.
        case trace = "lasso-trace"
        /// The recovery journal: the last checkpoint and the entries after it.
        case journal = "lasso-journal"

        /// What the file is called in messages.
        package var noun: String { self == .trace ? "trace file" : "journal" }

        /// The format's first line.
        package var header: String {
            JSONValue.object(["format": .string(rawValue), "version": .integer(Int64(JournalFile.formatVersion))])
                .jsonText
        }
    }

    /// The version of the formats this build writes.
    package static let formatVersion = 1

    /// The file's path.
    package let path: String
    /// What it holds.
    package let format: Format
    // Only touched on `queue` (and in `init`, before anything is queued): the descriptor, which
    // is -1 once the file ended.
    private var descriptor: Int32
    private let queue = DispatchQueue(label: "lasso.journal-file")
    private let failed: @Sendable (String) -> Void

    /// Opens the file at `path` for `format`, emptying it; throws, saying why, when it cannot be.
    package init(path: String, format: Format, failed: @escaping @Sendable (String) -> Void) throws(JournalFileError) {
        var existing = stat()
        if lstat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw JournalFileError(format, path: path, "is a symbolic link")
            default: throw JournalFileError(format, path: path, "is not a regular file")
            }
        }
        // Not blocking, so that a FIFO put there meanwhile fails to open instead of waiting for
        // a reader; what was opened is checked again.
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let reason =
                errno == ELOOP ? "is a symbolic link" : "cannot be opened (\(String(cString: strerror(errno))))"
            throw JournalFileError(format, path: path, reason)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw JournalFileError(format, path: path, "is not a regular file")
        }
        guard status.st_uid == geteuid() else {
            close(descriptor)
            throw JournalFileError(format, path: path, "belongs to another user")
        }
        // A journal is one run's: a second run of the same app finds it locked, and neither
        // empties nor interleaves the first's.
        if format == .journal, flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            close(descriptor)
            throw JournalFileError(format, path: path, "is in use by another run of this app")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard ftruncate(descriptor, 0) == 0, fchmod(descriptor, 0o600) == 0 else {
            close(descriptor)
            throw JournalFileError(format, path: path, "cannot be emptied (\(String(cString: strerror(errno))))")
        }
        self.path = path
        self.format = format
        self.descriptor = descriptor
        self.failed = failed
        write([format.header])
    }

    /// Appends `lines`. A trace's are written on the file's queue; a journal's before this
    /// returns (one `write` into the system's cache, no wait for the disk), so that what one input
    /// changed is in the file before the next input is handled: a crash in that input's action
    /// loses that input only.
    package func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        let append: @Sendable () -> Void = { [self] in
            guard descriptor >= 0 else { return }
            let written = data.withUnsafeBytes { bytes in Self.writeAll(descriptor, bytes) }
            if let problem = written { end(because: "cannot be written (\(problem))") }
        }
        if format == .journal { queue.sync(execute: append) } else { queue.async(execute: append) }
    }

    /// A journal's content is replaced by `lines` (after the format's line), atomically: a new
    /// file written beside it and renamed over it, so that a crash meanwhile leaves one or the
    /// other whole; what was written before is gone, as the checkpoint makes it needless. A trace
    /// appends them.
    package func startAfresh(with lines: [String]) {
        // A trace keeps everything: the checkpoint is one more entry.
        guard format == .journal else { return write(lines) }
        let data = Data(([format.header] + lines).joined(separator: "\n").utf8 + [UInt8(ascii: "\n")])
        queue.async { [self] in
            guard descriptor >= 0 else { return }
            let temporary = path + ".new"
            let fresh = Foundation.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fresh >= 0 else { return end(because: "cannot be replaced (\(String(cString: strerror(errno))))") }
            // Locked before it takes the path, as the file it replaces was.
            _ = flock(fresh, LOCK_EX | LOCK_NB)
            if let problem = data.withUnsafeBytes({ Self.writeAll(fresh, $0) }) {
                close(fresh)
                unlink(temporary)
                return end(because: "cannot be replaced (\(problem))")
            }
            guard rename(temporary, path) == 0 else {
                close(fresh)
                unlink(temporary)
                return end(because: "cannot be replaced (\(String(cString: strerror(errno))))")
            }
            close(descriptor)
            descriptor = fresh
        }
    }

    /// Whether the journal at `path` is a running app's (its file is locked): not one left
    /// behind by a run that ended.
    package static func isInUse(_ path: String) -> Bool {
        let descriptor = Foundation.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// Returns once every line handed over so far is written (to the system: it survives the
    /// process, not the machine).
    package func flush() {
        queue.sync {}
    }

    /// Stops writing after a failure, saying why once.
    private func end(because problem: String) {
        close(descriptor)
        descriptor = -1
        let stopped = format == .trace ? "tracing stopped" : "the session is no longer journaled"
        failed("the \(format.noun) \(path) \(problem); \(stopped), the app runs on")
    }

    /// Writes what is queued and closes the file; with `removing`, deletes it (a journal, after
    /// a clean quit).
    package func finish(removing: Bool = false) {
        queue.sync {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            if removing { unlink(path) }
        }
    }

    /// Writes all of `bytes`; `nil`, or why not.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += count
        }
        return nil
    }
}

/// Why a trace file or a journal cannot be used.
package struct JournalFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the file is.
    package let format: JournalFile.Format
    /// The file.
    package let path: String
    /// What is wrong with it.
    package let problem: String

    package init(_ format: JournalFile.Format, path: String, _ problem: String) {
        self.format = format
        self.path = path
        self.problem = problem
    }

    package var description: String { "the \(format.noun) \(path) \(problem)" }
}
