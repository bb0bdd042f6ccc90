internal import Foundation
import Lasso
internal import LassoDigest
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// The security checks made on a plugin file before it is opened.
///
/// A plugin is native code running with the app's privileges, so the host only opens files that
/// nobody but their owner could have planted or changed:
/// - the file and the directory holding it must not be writable by group or others;
/// - a symlink must resolve to a file inside the directory the link was found in (no links out);
/// - when the config pins a SHA-256 digest, the file must have exactly that digest.
///
/// Keeping plugin paths inside the config's plugin directories (no `..` escapes) is the config
/// layer's job; these checks hold for any path.
package enum PluginFileTrust {
    /// Checks the plugin at `path`; returns the real path of the file that will be opened.
    @discardableResult
    package static func check(_ path: String, expectedSHA256: String? = nil) throws(PluginLoadError) -> String {
        var linkStatus = stat()
        guard lstat(path, &linkStatus) == 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR {
                throw PluginLoadError(
                    .fileMissing, path: path, "no such plugin file",
                    hint: "check the path, or \(HostProgram.current.buildPluginsHint)")
            }
            throw PluginLoadError(
                .fileMissing, path: path, "cannot examine the plugin file: \(Errno(rawValue: reason))",
                hint: "check the path and the permissions of its directories")
        }
        let foundIn = try realDirectory(of: path)
        let file: String
        if (linkStatus.st_mode & S_IFMT) == S_IFLNK {
            guard let target = realPath(path) else {
                if errno == ELOOP {
                    throw PluginLoadError(
                        .fileMissing, path: path, "the symlink is a loop (following it leads back to it)",
                        hint: "point the link at the plugin's .so file")
                }
                throw PluginLoadError(
                    .fileMissing, path: path, "the symlink points to a missing file",
                    hint: "fix the link or point to the plugin's .so file")
            }
            guard FilePath(target) != FilePath(foundIn), FilePath(target).starts(with: FilePath(foundIn)) else {
                throw PluginLoadError(
                    .untrustedLocation, path: path,
                    "the symlink leads out of its directory \(foundIn) (to \(target))",
                    hint: "copy the plugin into \(foundIn) instead of linking to it"
                )
            }
            file = target
        } else {
            file = FilePath(foundIn).appending(FilePath(path).lastComponent?.string ?? "").string
        }
        var status = stat()
        guard stat(file, &status) == 0 else {
            throw PluginLoadError(
                .fileMissing, path: path, "cannot examine the plugin file: \(Errno(rawValue: errno))",
                hint: "check the path and its permissions")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw PluginLoadError(
                .notSharedObject, path: path, "not a regular file", hint: "point to the plugin's .so file")
        }
        if let mode = writableByOthers(status) {
            throw PluginLoadError(
                .untrustedLocation, path: path,
                "the plugin file is writable by group or others (mode \(mode))",
                hint: "chmod go-w \(path)"
            )
        }
        if let owner = foreignOwner(status) {
            throw PluginLoadError(
                .untrustedLocation, path: path,
                "the plugin file belongs to another user (uid \(owner)), who could change it",
                hint: "keep plugins owned by you or by root (chown \(getuid()) \(path))"
            )
        }
        for directory in Set([foundIn, FilePath(file).removingLastComponent().string]).sorted() {
            try checkAncestors(of: directory, path: path)
        }
        if let expectedSHA256 {
            try checkDigest(of: file, path: path, expected: expectedSHA256)
        }
        return file
    }

    /// Refuses the file unless its SHA-256 digest is `expected`.
    static func checkDigest(of file: String, path: String, expected: String) throws(PluginLoadError) {
        try checkDigest(path: path, expected: expected) { () throws(PluginLoadError) in
            do {
                return try SHA256.hexDigest(ofFileAt: file)
            } catch let missing as SHA256.LibraryUnavailable {
                throw PluginLoadError(
                    .digestMismatch, path: path, "cannot check the plugin's pinned digest: \(missing)",
                    hint: "\(missing.hint), or remove the pin")
            } catch {
                throw PluginLoadError(
                    .fileMissing, path: path, "cannot read the plugin file to check its digest",
                    hint: "check its permissions")
            }
        }
    }

    /// Refuses the plugin file `path` unless `digest()` is the pinned `expected` digest; a pin
    /// that is not a SHA-256 digest is refused before anything is hashed.
    static func checkDigest(path: String, expected: String, digest: () throws(PluginLoadError) -> String)
        throws(PluginLoadError)
    {
        let pinned = expected.lowercased()
        guard pinned.count == 64, pinned.allSatisfy(\.isHexDigit) else {
            throw PluginLoadError(
                .digestMismatch, path: path,
                "the pinned digest '\(expected)' is not a SHA-256 digest (64 hexadecimal digits)",
                hint: "pin the output of sha256sum \(path)")
        }
        let actual = try digest()
        guard actual == pinned else {
            throw PluginLoadError(
                .digestMismatch, path: path,
                "SHA-256 digest mismatch: pinned \(pinned), file has \(actual)",
                hint:
                    "the file changed since it was pinned: restore the pinned build, or pin the new digest if you trust it"
            )
        }
    }

    /// Checks `directory` and every folder above it, as OpenSSH and sudo check the folders
    /// of key files: each must belong to root or this user (else its owner could replace what
    /// it holds), and must not be writable by group or others (else anyone could), unless it
    /// is sticky like `/tmp`, where others can add files but not rename or remove ours.
    private static func checkAncestors(of directory: String, path: String) throws(PluginLoadError) {
        var folder = FilePath(directory)
        while true {
            let current = folder.string
            var status = stat()
            if stat(current, &status) == 0 {
                let isPluginFolder = current == directory
                let sticky = status.st_mode & S_ISVTX != 0
                if let mode = writableByOthers(status), isPluginFolder || !sticky {
                    throw PluginLoadError(
                        .untrustedLocation, path: path,
                        isPluginFolder
                            ? "its directory \(current) is writable by group or others (mode \(mode))"
                            : "its directory's ancestor \(current) is writable by group or others (mode \(mode)), so anyone could replace the folders below it",
                        hint: "chmod go-w \(current), or keep plugins in a directory only their owner can write"
                    )
                }
                if let owner = foreignOwner(status) {
                    throw PluginLoadError(
                        .untrustedLocation, path: path,
                        "\(isPluginFolder ? "its directory" : "its directory's ancestor") \(current) belongs to another user (uid \(owner)), who could replace the plugin",
                        hint: "keep plugins in folders owned by you or by root"
                    )
                }
            }
            guard folder.removeLastComponent() else { return }
        }
    }

    /// The owner's uid when `status` belongs to neither root nor this process's user.
    private static func foreignOwner(_ status: stat) -> uid_t? {
        status.st_uid == 0 || status.st_uid == getuid() ? nil : status.st_uid
    }

    /// The octal mode when `status` allows group or others to write, else `nil`.
    private static func writableByOthers(_ status: stat) -> String? {
        guard status.st_mode & (S_IWGRP | S_IWOTH) != 0 else { return nil }
        let text = String(status.st_mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    /// The real (symlink-free, absolute) path of the directory `path` is found in.
    private static func realDirectory(of path: String) throws(PluginLoadError) -> String {
        let file = FilePath(path)
        let directory = (file.isAbsolute ? file : FilePath(FileManager.default.currentDirectoryPath).pushing(file))
            .removingLastComponent()
        guard let real = realPath(directory.string) else {
            throw PluginLoadError(
                .fileMissing, path: path, "cannot resolve the plugin's directory: \(Errno(rawValue: errno))",
                hint: "check the path")
        }
        return real
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
