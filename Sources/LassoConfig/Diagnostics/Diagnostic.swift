import Lasso

/// One problem found in a config file, where it is and what to do about it.
///
/// Printed the way compilers print theirs, so editors and terminals can jump to it:
/// `app.yaml:12:7: error: unknown screen 'counter.mian' (hint: did you mean 'counter.main'?)`.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is: an error (the file cannot be used until it is fixed) or a warning
    /// (it works, but probably not as intended).
    package typealias Severity = ProgramMessage.Severity

    /// The config file, as the user named it.
    package let file: String
    /// The line, starting at 1.
    package let line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    package let column: Int
    /// Error or warning.
    package let severity: Severity
    /// What is wrong.
    package let message: String
    /// What to do about it, when there is something useful to say.
    package let hint: String?
    /// The exit status of a command this diagnostic stops: a plugin failure's own (see
    /// `plugins --help`), else ``ProgramMessage/failureStatus``.
    package var exitStatus = ProgramMessage.failureStatus

    /// Creates a diagnostic.
    package init(
        file: String, line: Int, column: Int, severity: Severity = .error, message: String, hint: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.hint = hint
    }

    /// Creates a diagnostic at `location`.
    package init(
        file: String, at location: SourcePosition, severity: Severity = .error, message: String, hint: String? = nil
    ) {
        self.init(
            file: file, line: location.line, column: location.column, severity: severity, message: message, hint: hint)
    }

    /// Where the problem is.
    package var location: SourcePosition { SourcePosition(line: line, column: column) }

    /// The diagnostic as a message of the program (which renders it).
    package var programMessage: ProgramMessage {
        ProgramMessage(
            severity, at: .init(file: file, line: line, column: column), message, hint: hint, exitStatus: exitStatus)
    }

    /// `file:line:column: error: message (hint: …)` (``ProgramMessage/description``).
    package var description: String { programMessage.description }
}

extension Sequence where Element == Diagnostic {
    /// Whether any of the diagnostics is an error (warnings do not make a file invalid).
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// The exit status of a command these diagnostics stop: the first error's own status when
    /// one has its own (the first plugin that failed, 10–22 as `plugins --help` lists them),
    /// else ``ProgramMessage/failureStatus``.
    package var exitStatus: Int32 {
        first { $0.severity == .error && $0.exitStatus != ProgramMessage.failureStatus }?.exitStatus
            ?? ProgramMessage.failureStatus
    }

    /// The diagnostics in file order (by line, then column), each distinct one once.
    package var sortedForDisplay: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }
            .enumerated()
            .sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }
            .map(\.element)
    }
}
