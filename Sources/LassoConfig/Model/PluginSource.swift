/// One entry of `plugins:`: a directory whose `lib*.so` files are loaded (all, or the ones
/// `only:` names), or one file, optionally pinned to its SHA-256 digest.
package struct PluginSource: Sendable, Equatable {
    /// Directory or file.
    package enum Kind: Sendable, Equatable {
        /// `dir: PATH`: every `lib*.so` in the directory, in name order; with `only:`, just the
        /// libraries it names.
        case directory(String, only: [Located<String>]?)
        /// `file: PATH` with an optional `sha256:` pin (lowercase hex).
        case file(String, sha256: Located<String>?)
    }

    /// What the entry names.
    package let kind: Kind
    /// Where the entry starts.
    package let location: SourcePosition
    /// Where its path is written.
    package let pathLocation: SourcePosition

    /// Creates an entry.
    package init(_ kind: Kind, at location: SourcePosition, pathLocation: SourcePosition) {
        self.kind = kind
        self.location = location
        self.pathLocation = pathLocation
    }

    /// The path as written (relative paths start at the config file's directory).
    package var path: String {
        switch kind {
        case .directory(let path, _), .file(let path, _): path
        }
    }
}
