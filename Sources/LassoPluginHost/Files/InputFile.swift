package import Foundation
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// The one way the shell reads a file it is given by path (a config, a session, a script, the
/// plugin scan cache): opened without waiting, so that a FIFO or a device at the path can
/// neither hang the read nor feed it forever, then checked to be a regular file no larger than
/// its limit before a byte of it is read.
package enum InputFile {
    /// Why a file was not read.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// It is not a regular file: what it is (`a FIFO (named pipe)`).
        case notARegularFile(String)
        /// It holds `size` bytes, more than `limit`.
        case tooLarge(size: Int, limit: Int)
        /// It could not be opened or read: the system's reason.
        case unreadable(String)
        /// The caller's check (``read(_:maximumSize:followingLinks:check:)``) refused it: why.
        case refused(String)

        /// What is wrong, said of the file (`it is a FIFO (named pipe), not a regular file`).
        package var description: String {
            switch self {
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes, more than the \(limit) bytes allowed"
            case .unreadable(let reason): "it cannot be read (\(reason))"
            case .refused(let reason): reason
            }
        }
    }

    /// What the file is, for a caller's own check before it is read.
    package struct Status: Sendable {
        /// The owner's user id.
        package let owner: UInt32
        /// The permission bits (`0o644`).
        package let permissions: UInt16
    }

    /// Reads the whole file at `path`; `nil` when there is none. Refuses, before reading, what
    /// is not a regular file (a symbolic link too, without `followingLinks`), a file of more
    /// than `maximumSize` bytes, and what `check` refuses.
    package static func read(
        _ path: String, maximumSize: Int, followingLinks: Bool = true,
        check: (Status) throws(Problem) -> Void = { _ in }
    ) throws(Problem) -> Data? {
        guard let (file, status) = try open(path, followingLinks: followingLinks) else { return nil }
        defer { try? file.close() }
        guard status.size <= maximumSize else { throw .tooLarge(size: Int(status.size), limit: maximumSize) }
        try check(Status(owner: status.userID.rawValue, permissions: UInt16(status.permissions.rawValue & 0o7777)))
        return try readAll(file, maximumSize: maximumSize)
    }

    /// Refuses what is at `path` when it is not a regular file, without reading it, for a
    /// reader of its own that would wait on a FIFO forever; `false` when there is nothing.
    package static func isRegularFile(_ path: String) throws(Problem) -> Bool {
        guard let (file, _) = try open(path, followingLinks: true) else { return false }
        try? file.close()
        return true
    }

    /// `path` opened without waiting, and its status, when it is a regular file; `nil` when
    /// there is none.
    private static func open(_ path: String, followingLinks: Bool) throws(Problem) -> (FileDescriptor, Stat)? {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(
                FilePath(path), .readOnly,
                options: followingLinks ? [.closeOnExec, .nonBlocking] : [.closeOnExec, .nonBlocking, .noFollow])
        } catch Errno.noSuchFileOrDirectory, Errno.notDirectory {
            return nil
        } catch Errno.tooManySymbolicLinkLevels where !followingLinks {
            throw .notARegularFile("a symbolic link")
        } catch {
            throw .unreadable("\(error)")
        }
        do {
            let status = try file.stat()
            guard status.type == .regular else { throw Problem.notARegularFile(kind(status.type)) }
            return (file, status)
        } catch {
            try? file.close()
            throw error as? Problem ?? .unreadable("\(error)")
        }
    }

    /// The rest of `file`, refused when it grew past `maximumSize` bytes since it was checked.
    private static func readAll(_ file: FileDescriptor, maximumSize: Int) throws(Problem) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        do {
            while case let count = try chunk.withUnsafeMutableBytes({ try file.read(into: $0) }), count > 0 {
                data.append(contentsOf: chunk[..<count])
                if data.count > maximumSize { throw Problem.tooLarge(size: data.count, limit: maximumSize) }
            }
        } catch let problem as Problem {
            throw problem
        } catch {
            throw .unreadable("\(error)")
        }
        return data
    }

    /// `a FIFO (named pipe)`, `a folder`, … for a file of `type`.
    private static func kind(_ type: FileType) -> String {
        switch type {
        case .directory: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .characterSpecial, .blockSpecial: "a device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        default: "a special file"
        }
    }
}
