internal import Foundation
internal import LassoDigest
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// A private, immutable copy of a plugin file: what the host examines, hashes and loads, so
/// all three see the same bytes and nothing done to the file on disk afterwards reaches the
/// running app.
///
/// Why a copy: the dynamic loader returns the image it already mapped for a path or inode it
/// has seen (so a rebuilt plugin at the same path would never load), and a file overwritten in
/// place while mapped changes the code under the running app (which then crashes). Hashing a
/// file for its pin and then opening it by path again would also let it be swapped in between.
///
/// The source is opened once; its bytes are copied into a fresh directory that only this user
/// can enter (`mkdtemp`, mode 0700) under a name no other copy in this process ever had, and
/// its `stat` is compared before and after so a file still being written is refused rather than
/// half-copied. Call ``discard()`` once the copy is loaded (or not needed): an image stays
/// mapped after its file is unlinked, and a still-mapped inode cannot be reused, so a later
/// copy can never be mistaken for this one.
package final class PluginImageCopy {
    /// The plugin file as the user named it, for messages.
    package let origin: String
    /// The real path of the file that was copied.
    package let source: String
    /// The copy, inside ``directory``.
    package let path: String
    /// The private directory holding the copy.
    package let directory: String
    /// The source file's `stat` when it was copied.
    package let sourceStamp: PluginFileStamp
    /// The copy's size in bytes: about what the image keeps mapped once loaded.
    package var size: Int { Int(sourceStamp.size) }
    private var cachedDigest: String?
    private var isDiscarded = false

    /// Copies the plugin at `source` (its real path; `origin` names it in messages).
    ///
    /// Throws ``PluginLoadError`` (``PluginLoadError/Kind/fileMissing``) when the file cannot be
    /// read or kept changing while it was copied.
    package init(of source: String, origin: String) throws(PluginLoadError) {
        self.origin = origin
        self.source = source
        let input: FileDescriptor
        do {
            // Without waiting: the file was checked to be a regular file (PluginFileTrust), and a FIFO
            // swapped in since then reads as empty instead of hanging the copy.
            input = try FileDescriptor.open(FilePath(source), .readOnly, options: [.closeOnExec, .nonBlocking])
        } catch {
            throw PluginLoadError(
                .fileMissing, path: origin, "cannot open the plugin file: \(error)",
                hint: "check that it exists and that you may read it")
        }
        defer { try? input.close() }
        guard let before = PluginFileStamp(fileDescriptor: input.rawValue) else {
            throw PluginLoadError(
                .fileMissing, path: origin, "cannot examine the plugin file: \(Errno(rawValue: errno))",
                hint: "check its permissions")
        }
        let directory = try Self.makePrivateDirectory(origin: origin)
        let path = FilePath(directory).appending(FilePath(source).lastComponent?.string ?? "").string
        do throws(PluginLoadError) {
            try Self.copy(from: input, to: path, origin: origin)
        } catch {
            Self.remove(directory: directory, file: path)
            throw error
        }
        guard let after = PluginFileStamp(fileDescriptor: input.rawValue), after == before else {
            Self.remove(directory: directory, file: path)
            throw PluginLoadError(
                .fileMissing, path: origin,
                "the plugin file changed while it was being read",
                hint: "wait until the build that writes it has finished, then load it again"
            )
        }
        self.path = path
        self.directory = directory
        self.sourceStamp = before
    }

    deinit {
        discard()
    }

    /// The copy's SHA-256 digest (lowercase hexadecimal), computed once.
    package func sha256() throws(PluginLoadError) -> String {
        if let cachedDigest { return cachedDigest }
        do {
            let digest = try SHA256.hexDigest(ofFileAt: path)
            cachedDigest = digest
            return digest
        } catch let missing as SHA256.LibraryUnavailable {
            throw PluginLoadError(
                .digestMismatch, path: origin, "cannot hash the plugin: \(missing)",
                hint: missing.hint)
        } catch {
            throw PluginLoadError(
                .fileMissing, path: origin, "cannot read the plugin's private copy to hash it",
                hint: "check the space and permissions of \(Self.baseDirectory)")
        }
    }

    /// Refuses the copy unless its SHA-256 digest is `expected` (64 hexadecimal digits).
    package func checkDigest(_ expected: String) throws(PluginLoadError) {
        try PluginFileTrust.checkDigest(path: origin, expected: expected) { () throws(PluginLoadError) in try sha256() }
    }

    /// Makes a library the copy depends on, named `library` and found next to the source file,
    /// reachable from the copy's directory (the copy's `$ORIGIN`). Returns whether it exists there.
    func linkSibling(named library: String) -> Bool {
        Self.link(library, from: FilePath(source).removingLastComponent().string, into: directory)
    }

    /// Links the library `library` of the directory `sourceDirectory` into `directory`; returns
    /// whether it exists there.
    static func link(_ library: String, from sourceDirectory: String, into directory: String) -> Bool {
        guard let name = FilePath.Component(library), name.kind == .regular else { return false }
        let sibling = FilePath(sourceDirectory).appending(name).string
        guard access(sibling, F_OK) == 0 else { return false }
        return symlink(sibling, FilePath(directory).appending(name).string) == 0 || errno == EEXIST
    }

    /// Removes the copy and its directory. A loaded image stays mapped.
    package func discard() {
        guard !isDiscarded else { return }
        isDiscarded = true
        Self.remove(directory: directory, file: nil)
    }

    // MARK: - Files

    /// Where private copies are made: in memory when possible, since a copy lives only until
    /// it is loaded: `$XDG_RUNTIME_DIR` (a per-user tmpfs), else `/dev/shm` (tmpfs), else
    /// `$TMPDIR`, else `/tmp`. Making and removing a copy's folder and file on a disk file system
    /// (ext4 here) cost about 1.4 ms a plugin at start (BENCHMARKS.md, "start-up").
    static let baseDirectory: String = {
        let environment = ProcessInfo.processInfo.environment
        for candidate in [environment["XDG_RUNTIME_DIR"], "/dev/shm", environment["TMPDIR"]] {
            if let candidate, candidate.hasPrefix("/"), access(candidate, W_OK | X_OK) == 0 { return candidate }
        }
        return "/tmp"
    }()

    /// Copies made in this process: part of every copy's name, so no name is ever used twice
    /// (the dynamic loader would return the image it loaded under that name).
    nonisolated(unsafe) private static var sequence = 0
    private static let sequenceLock = NSLock()

    private static func makePrivateDirectory(origin: String) throws(PluginLoadError) -> String {
        let number = sequenceLock.withLock { () -> Int in
            sequence += 1
            return sequence
        }
        var template = Array("\(baseDirectory)/lasso-plugin-\(getpid())-\(number)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PluginLoadError(
                .fileMissing, path: origin,
                "cannot make a private copy of the plugin in \(baseDirectory): \(Errno(rawValue: errno))",
                hint: "make \(baseDirectory) writable, or set TMPDIR to a writable directory")
        }
        return String(cString: made)
    }

    private static func copy(from input: FileDescriptor, to path: String, origin: String) throws(PluginLoadError) {
        let output: FileDescriptor
        do {
            output = try FileDescriptor.open(
                FilePath(path), .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec, .noFollow],
                permissions: [.ownerRead, .ownerExecute]
            )
        } catch {
            throw PluginLoadError(
                .fileMissing, path: origin, "cannot make a private copy of the plugin: \(error)",
                hint: "check the space and permissions of \(baseDirectory)")
        }
        defer { try? output.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        var offset: Int64 = 0
        while true {
            let count: Int
            do {
                count = try input.read(fromAbsoluteOffset: offset, into: buffer)
            } catch {
                throw PluginLoadError(
                    .fileMissing, path: origin, "cannot read the plugin file: \(error)", hint: "check its permissions")
            }
            if count == 0 { return }
            do {
                _ = try output.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            } catch {
                throw PluginLoadError(
                    .fileMissing, path: origin, "cannot write the plugin's private copy: \(error)",
                    hint: "check the free space of \(baseDirectory)")
            }
            offset += Int64(count)
        }
    }

    private static func remove(directory: String, file: String?) {
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for entry in entries { unlink(FilePath(directory).appending(entry).string) }
        } else if let file {
            unlink(file)
        }
        rmdir(directory)
    }
}
