/// Why a store could not be opened: the file (or server), what is wrong, and what to do.
package struct StorageOpenProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or server.
    package let path: String
    /// What is wrong with it.
    package let reason: String
    /// What to do.
    package let hint: String

    package var description: String { "\(path): \(reason)" }
}
