import Foundation

/// A fresh folder only its owner can write (mode 0755), removed when the value is released.
final class TemporaryFolder {
    /// The folder's real path.
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-plugin-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: base, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        path = base.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `data` to `name` inside the folder with `mode`; returns its path.
    @discardableResult
    ///
    /// The file is opened close-on-exec: tests run in parallel, and a program another test
    /// starts while this file is open for writing would otherwise keep it open, so running it
    /// (a test's stand-in scanner script) would fail with "Text file busy".
    func write(_ name: String, _ data: Data, mode: Int = 0o644) throws -> String {
        let file = path + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file]) }
        defer { close(descriptor) }
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
        return file
    }

    /// Creates a subfolder with `mode`; returns its path.
    func folder(_ name: String, mode: Int = 0o755) throws -> String {
        let folder = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: mode])
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder)
        return folder
    }
}
