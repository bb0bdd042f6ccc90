internal import Foundation

/// Which files are plugins: the one rule by which a config's `dir:` entries load a folder,
/// `plugins list` sorts what it finds, and messages and help say what a plugin file is.
///
/// A plugin file is a shared library named `lib<Name>.so`, except the runtime library itself
/// (``RuntimeLibrary/fileName``), which sits next to the plugins in every build folder. Other
/// shared libraries (`foo.so`, `libfoo.so.1`) are not loaded from a folder; a config's `file:`
/// entry can still name one.
package enum PluginFiles {
    /// What a file in a plugin folder is, by its name.
    package enum Kind: Sendable, Equatable {
        /// A plugin file: `lib<Name>.so`, not the runtime library.
        case plugin
        /// The Lasso runtime library, which plugins link.
        case runtimeLibrary
        /// Another shared library (`foo.so`, `libfoo.so.1`): not loaded from a folder.
        case otherSharedLibrary
    }

    /// The plugin file name pattern, as messages and help show it.
    package static let pattern = "lib*.so"

    /// The rule in words, for help texts and hints.
    package static let rule =
        "a plugin file is a shared library named lib<Name>.so (other than the runtime library, \(RuntimeLibrary.fileName))"

    /// What the file named `name` is, or `nil` when the name is not a shared library's
    /// (`*.so` or `*.so.<version>`).
    package static func kind(ofFileNamed name: String) -> Kind? {
        if name == RuntimeLibrary.fileName { return .runtimeLibrary }
        if name.hasPrefix("lib"), name.hasSuffix(".so"), name.count > "lib.so".count { return .plugin }
        if name.hasSuffix(".so") || name.contains(".so.") { return .otherSharedLibrary }
        return nil
    }

    /// The product a plugin file was built from: `Counter` for `libCounter.so`; `nil` when the
    /// name is not a plugin file's.
    package static func productName(ofFileNamed name: String) -> String? {
        guard kind(ofFileNamed: name) == .plugin else { return nil }
        return String(name.dropFirst("lib".count).dropLast(".so".count))
    }

    /// The names of the plugin files in `directory`, sorted; `nil` when it cannot be read.
    package static func pluginNames(in directory: String) -> [String]? {
        sharedLibraries(in: directory)?.filter { $0.kind == .plugin }.map(\.name)
    }

    /// The shared libraries in `directory`, sorted by name, each with what it is; `nil` when
    /// the directory cannot be read.
    package static func sharedLibraries(in directory: String) -> [(name: String, kind: Kind)]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        return names.sorted().compactMap { name in kind(ofFileNamed: name).map { (name, $0) } }
    }
}
