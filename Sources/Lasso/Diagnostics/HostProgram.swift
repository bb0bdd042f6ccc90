internal import Synchronization

/// The program the host machinery runs in, as its messages name it and its hints refer to it.
/// The program supplies it at start-up (``install(_:)``: the shell's one definition is
/// LassoShell's `ShellProgram`); the host's modules only read it, and never name the shell.
package struct HostProgram: Sendable, Equatable {
    /// What the messages the host writes straight to standard error start with (`NAME:
    /// warning: …`), and what hints say to restart.
    package var name: String
    /// The command that builds the plugins a config names (`make plugins`), for hints; `nil`
    /// when the program knows none.
    package var buildPluginsCommand: String?

    /// A program called `name`, whose plugins `buildPluginsCommand` builds.
    package init(name: String, buildPluginsCommand: String? = nil) {
        self.name = name
        self.buildPluginsCommand = buildPluginsCommand
    }

    /// What a hint says about plugins not built yet: `build the plugins first (make plugins)`.
    package var buildPluginsHint: String {
        "build the plugins first" + (buildPluginsCommand.map { " (\($0))" } ?? "")
    }

    /// The program installed, or a plain `lasso` when none was.
    package static var current: HostProgram { installed.withLock { $0 } }

    /// Makes `program` the one the host's messages name, for the rest of the process.
    package static func install(_ program: HostProgram) {
        installed.withLock { $0 = program }
    }

    private static let installed = Mutex(HostProgram(name: "lasso"))
}
