/// One message the program writes for a person: how bad it is, where, what happened, what to
/// do, and the exit status of a command it stops. Every error, warning and note the host writes
/// is one of these, rendered here and nowhere else:
///
///     [PROGRAM: ][FILE[:LINE[:COLUMN]]: ]SEVERITY: TEXT[ (hint: HINT)]
///
/// - `app.yaml:12:7: error: unknown screen 'counter.mian' (hint: did you mean 'counter.main'?)`:
///   a message at a line of a file (a config's problem, a script's step) reads the way compilers
///   print theirs, so that editors and terminals jump to it;
/// - `PROGRAM: plugins/libX.so: error: not a Lasso plugin … (hint: …)`: any other message
///   the program writes on standard error starts with its name (``HostProgram``), as `clang:
///   error: no input files` does.
///
/// ``description`` is the message without the program's name; ``line(program:)`` applies the
/// rule above.
///
/// Each part is shown as ``DisplayText`` shows input: a file name or a message that quotes a
/// config, a script or a plugin can hold anything, and cannot drive the terminal from here.
package struct ProgramMessage: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    package enum Severity: String, Sendable, Hashable {
        /// What was asked for did not happen.
        case error
        /// It happened, but probably not as intended.
        case warning
        /// For information (`--verbose`).
        case note
    }

    /// Where the problem is: a file, and in it a line and a column when known.
    package struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The file, as the user named it.
        package var file: String
        /// The line, from 1.
        package var line: Int?
        /// The column, from 1, in Unicode scalars (only with a line).
        package var column: Int?

        /// `file`, at `line` and `column` when given.
        package init(file: String, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = line == nil ? nil : column
        }

        /// `FILE[:LINE[:COLUMN]]`.
        package var description: String {
            var text = DisplayText.shown(file, limit: DisplayText.lineLength)
            if let line { text += ":\(line)" }
            if let column { text += ":\(column)" }
            return text
        }
    }

    /// The exit status of a command stopped by an error that names no other (sysexits' and
    /// every shell's "it failed").
    package static let failureStatus: Int32 = 1

    /// How bad it is.
    package var severity: Severity
    /// Where, when the problem is in a file.
    package var location: Location?
    /// What happened.
    package var text: String
    /// What to do about it, when there is something useful to say.
    package var hint: String?
    /// The exit status of a command this message stops (errors only; `plugins --help` lists
    /// the statuses of plugin failures).
    package var exitStatus: Int32

    /// A message (a hint that is empty is none).
    package init(
        _ severity: Severity, at location: Location? = nil, _ text: String, hint: String? = nil,
        exitStatus: Int32 = ProgramMessage.failureStatus
    ) {
        self.severity = severity
        self.location = location
        self.text = text
        self.hint = hint?.isEmpty == true ? nil : hint
        self.exitStatus = exitStatus
    }

    /// An error, in the file `file` when given.
    package static func error(
        _ text: String, file: String? = nil, hint: String? = nil, exitStatus: Int32 = failureStatus
    ) -> ProgramMessage {
        ProgramMessage(.error, at: file.map { Location(file: $0) }, text, hint: hint, exitStatus: exitStatus)
    }

    /// A warning, in the file `file` when given.
    package static func warning(_ text: String, file: String? = nil, hint: String? = nil) -> ProgramMessage {
        ProgramMessage(.warning, at: file.map { Location(file: $0) }, text, hint: hint)
    }

    /// A note.
    package static func note(_ text: String) -> ProgramMessage {
        ProgramMessage(.note, text)
    }

    /// `TEXT[ (hint: HINT)]`: what the message says, without where or how bad (a status line
    /// that shows it as a warning of its own, a listing's verdict).
    package var statement: String {
        var rendered = DisplayText.shown(text, limit: DisplayText.lineLength)
        if let hint, !hint.isEmpty { rendered += " (hint: \(DisplayText.shown(hint, limit: DisplayText.lineLength)))" }
        return rendered
    }

    /// `[FILE[:LINE[:COLUMN]]: ]SEVERITY: TEXT[ (hint: HINT)]`, without the program's name.
    package var description: String {
        (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(statement)"
    }

    /// The line the program `program` writes on standard error: ``description``, after
    /// `PROGRAM: ` unless the message is at a line of a file. (An exit handler passes the name it
    /// read beforehand: it never waits for ``HostProgram``'s lock.)
    package func line(program: String = HostProgram.current.name) -> String {
        location?.line == nil ? "\(program): \(description)" : description
    }

    /// Writes ``line(program:)`` and a newline to standard error, in one call (lines of several
    /// threads never mix). A failure to write is dropped: there is nowhere left to report it.
    package func write(program: String = HostProgram.current.name) {
        writeToStandardError(line(program: program) + "\n")
    }
}
