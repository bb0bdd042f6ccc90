/// Why a store could not be opened: the file (or server), what is wrong, and what to do. Every
/// backend's (``StorageBackend``) refusal at start.
package struct StorageOpenProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, or the server (its address without a password).
    package let path: String
    /// What is wrong with it.
    package let reason: String
    /// What to do.
    package let hint: String

    package init(path: String, reason: String, hint: String) {
        self.path = path
        self.reason = reason
        self.hint = hint
    }

    package var description: String { "\(path): \(reason)" }
}
