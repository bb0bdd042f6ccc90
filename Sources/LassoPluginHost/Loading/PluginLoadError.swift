import Lasso

/// Why a plugin could not be loaded: one clear line naming the file, and what to do about it.
package struct PluginLoadError: Error, Equatable, CustomStringConvertible {
    /// The kinds of failure. Each has its own exit status when the app cannot start.
    package enum Kind: String, Sendable, CaseIterable {
        case fileMissing, notSharedObject, notLassoPlugin, badMagic, abiMismatch, incompatibleRuntime
        case invalidDescriptor, duplicatePlugin, duplicateModule, registrationFailed, registrationCrashed
        case untrustedLocation, digestMismatch

        /// The process exit status used when this failure stops a command or the app. Each is
        /// written here once, explicitly: documented statuses never move when a case is added.
        package var exitStatus: Int32 {
            switch self {
            case .fileMissing: 10
            case .notSharedObject: 11
            case .notLassoPlugin: 12
            case .badMagic: 13
            case .abiMismatch: 14
            case .incompatibleRuntime: 15
            case .invalidDescriptor: 16
            case .duplicatePlugin: 17
            case .duplicateModule: 18
            case .registrationFailed: 19
            case .registrationCrashed: 20
            case .untrustedLocation: 21
            case .digestMismatch: 22
            }
        }
    }

    /// What went wrong.
    package let kind: Kind
    /// The plugin file.
    package let path: String
    /// The problem.
    package let message: String
    /// What to do.
    package let hint: String

    /// Creates an error.
    package init(_ kind: Kind, path: String, _ message: String, hint: String) {
        self.kind = kind
        self.path = path
        self.message = message
        self.hint = hint
    }

    /// The error as a message of the program (which renders it), stopping a command with the
    /// kind's exit status.
    package var programMessage: ProgramMessage {
        .error(message, file: path, hint: hint, exitStatus: kind.exitStatus)
    }

    /// `path: error: message (hint: …)` (``ProgramMessage/description``).
    package var description: String { programMessage.description }
}
