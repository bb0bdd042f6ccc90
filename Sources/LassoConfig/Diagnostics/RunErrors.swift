import Lasso

/// Where a config's errors go once its app runs: a route that cannot be built, a payload field
/// that is missing when the route fires. Each is the user's error, at their file's line and
/// column, never a warning and never a source location of ours.
///
/// The host shows them where the user looks (``handler``: the status line and the log); without
/// one, each is written to standard error as `FILE:LINE:COLUMN: error: MESSAGE`.
@MainActor
package enum RunErrors {
    /// Receives every error; `nil` writes them to standard error.
    package static var handler: (@MainActor (Diagnostic) -> Void)?

    /// Reports `diagnostic`.
    package static func report(_ diagnostic: Diagnostic) {
        if let handler {
            handler(diagnostic)
        } else {
            diagnostic.programMessage.write()
        }
    }

    /// Runs `body` with errors captured, and returns them.
    package static func capturing(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        let previous = handler
        var reported: [Diagnostic] = []
        handler = { reported.append($0) }
        defer { handler = previous }
        try body()
        return reported
    }
}
