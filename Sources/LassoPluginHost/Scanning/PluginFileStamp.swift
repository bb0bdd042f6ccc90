#if canImport(Glibc)
    internal import Glibc
#endif

/// What `stat` says about a plugin file: enough to tell, without reading it, whether it may have
/// changed. Writing a file (or restoring its mtime) always moves its ctime, which nobody can set.
package struct PluginFileStamp: Codable, Sendable, Equatable {
    /// Size in bytes.
    package let size: Int64
    /// Modification time, in nanoseconds since 1970.
    package let modified: Int64
    /// Status change time, in nanoseconds since 1970.
    package let changed: Int64
    /// Device and inode numbers.
    package let device: UInt64, inode: UInt64

    /// Creates a stamp.
    package init(size: Int64, modified: Int64, changed: Int64, device: UInt64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.device = device
        self.inode = inode
    }

    /// The stamp of the file at `path` (following symlinks); `nil` when it cannot be read.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of the open file `fileDescriptor`; `nil` when it cannot be read.
    package init?(fileDescriptor: Int32) {
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        self.init(
            size: Int64(status.st_size),
            modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
            changed: Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec),
            device: UInt64(status.st_dev),
            inode: UInt64(status.st_ino)
        )
    }

    /// Whether the cache key fields (size and mtime) agree.
    func sameSizeAndModification(as other: PluginFileStamp) -> Bool {
        size == other.size && modified == other.modified
    }
}
