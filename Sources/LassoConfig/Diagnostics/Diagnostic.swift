import Lasso

/// One problem found in a config file, where it is and what to do about it.
///
/// Printed the way compilers print theirs, so editors and terminals can jump to it:
/// `app.yaml:12:7: error: unknown screen 'counter.mian' (hint: did you mean 'counter.main'?)`.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    package enum Severity: String, Sendable, Hashable {
        /// The file cannot be used until it is fixed.
        case error
        /// The file works, but probably not as intended.
        case warning
    }

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
    /// The exit status of the plugin failure this diagnostic reports, when it reports one (a
    /// command stopped by it exits with that status, see `lasso-shell plugins --help`).
    package var pluginExitStatus: Int32?

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

    /// `file:line:column: error: message (hint: …)`, each part as `DisplayText` shows input
    /// (a message quotes names from the file, which may hold anything).
    package var description: String {
        let shown = { (text: String) in DisplayText.shown(text, limit: DisplayText.lineLength) }
        var text = "\(shown(file)):\(line):\(column): \(severity.rawValue): \(shown(message))"
        if let hint { text += " (hint: \(shown(hint)))" }
        return text
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any of the diagnostics is an error (warnings do not make a file invalid).
    package var containsErrors: Bool { contains { $0.severity == .error } }

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
