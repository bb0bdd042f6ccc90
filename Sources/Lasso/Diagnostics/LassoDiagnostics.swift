#if canImport(Glibc)
    internal import Glibc
#endif

/// Where the runtime reports misuse that it refuses without crashing: placing a controller twice,
/// pushing a controller that already has a parent, presenting on a controller that is already
/// presenting, and the like.
///
/// By default each report is written to standard error as one line (`PROGRAM: warning: FILE:LINE: …`); the host routes reports to
/// its log and status line while the terminal app runs. Tests capture them with
/// ``capturingReports(_:)``.
@MainActor
public enum LassoDiagnostics {
    /// One refused operation.
    public struct Report: Sendable, Equatable, CustomStringConvertible {
        /// What was refused and why, naming the objects involved.
        public let message: String
        /// Source file of the call that was refused.
        public let file: String
        /// Source line of the call that was refused.
        public let line: Int

        /// "file:line: message".
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Receives every report; `nil` restores the default. The host's to set (a plugin that
    /// replaced it would take the reports away from the user), so `package`.
    package static var handler: (@MainActor (Report) -> Void)?

    /// Reports a refused operation.
    public static func report(_ message: String, file: String = #fileID, line: Int = #line) {
        let report = Report(message: message, file: file, line: line)
        if let handler {
            handler(report)
        } else {
            // Not at the report's line: that is the runtime's own source, not a file of the user's.
            ProgramMessage.warning(report.description).write()
        }
    }

    /// Runs `body` with reports captured, and returns them.
    public static func capturingReports(_ body: () throws -> Void) rethrows -> [Report] {
        let previous = handler
        var reports: [Report] = []
        handler = { reports.append($0) }
        defer { handler = previous }
        try body()
        return reports
    }
}

/// Writes `text` to file descriptor 2 in one call.
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        _ = write(2, bytes.baseAddress, bytes.count)
    }
}
