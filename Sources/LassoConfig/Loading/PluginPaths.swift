import Foundation
internal import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// Resolves the paths of a config's `plugins:` entries and keeps them inside the plugin
/// directories: relative paths start at the config's directory, symlinks are followed to
/// where they really lead, and `..` cannot climb out.
enum PluginPaths {
    /// `path` made absolute against `directory` and standardized (`.` and `..` removed).
    static func absolute(_ path: String, relativeTo directory: String) -> String {
        FilePath(directory).pushing(FilePath(path)).lexicallyNormalized().string
    }

    /// The real path of `path` with every symlink resolved, or `nil` when it does not exist.
    static func real(_ path: String) -> String? {
        guard !path.isEmpty, !path.utf8.contains(0), let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `directory` itself or inside it (both real paths).
    static func isInside(_ path: String, _ directory: String) -> Bool {
        FilePath(path).starts(with: FilePath(directory))
    }

    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
