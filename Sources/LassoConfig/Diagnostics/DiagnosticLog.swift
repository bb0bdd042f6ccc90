import Lasso

/// Collects the diagnostics of one config file while it is parsed, checked or loaded.
final class DiagnosticLog {
    /// The config file, as the user named it.
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Records an error at `location`, which stops a command with `exitStatus`.
    func error(
        _ message: String, at location: SourcePosition, hint: String? = nil,
        exitStatus: Int32 = ProgramMessage.failureStatus
    ) {
        var diagnostic = Diagnostic(file: file, at: location, severity: .error, message: message, hint: hint)
        diagnostic.exitStatus = exitStatus
        diagnostics.append(diagnostic)
    }

    /// Records a warning at `location`.
    func warning(_ message: String, at location: SourcePosition, hint: String? = nil) {
        diagnostics.append(Diagnostic(file: file, at: location, severity: .warning, message: message, hint: hint))
    }

    /// Records diagnostics made elsewhere.
    func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }
}
