/// One entry of `plugins:`: a directory whose `lib*.so` files are loaded (all, or the ones
/// `only:` names), or one file, optionally pinned to its SHA-256 digest.
public struct PluginSource: Sendable, Equatable {
    /// Directory or file.
    public enum Kind: Sendable, Equatable {
        /// `dir: PATH`: every `lib*.so` in the directory, in name order; with `only:`, just the
        /// libraries it names.
        case directory(String, only: [Located<String>]?)
        /// `file: PATH` with an optional `sha256:` pin (lowercase hex).
        case file(String, sha256: Located<String>?)
    }

    /// What the entry names.
    public let kind: Kind
    /// Where the entry starts.
    public let location: SourcePosition
    /// Where its path is written.
    public let pathLocation: SourcePosition

    /// Creates an entry.
    public init(_ kind: Kind, at location: SourcePosition, pathLocation: SourcePosition) {
        self.kind = kind
        self.location = location
        self.pathLocation = pathLocation
    }

    /// The path as written (relative paths start at the config file's directory).
    public var path: String {
        switch kind {
        case let .directory(path, _), let .file(path, _): path
        }
    }
}
