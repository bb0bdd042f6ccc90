import Lasso

/// A frame recorded by a `snapshot` step.
public struct ScriptSnapshot: Sendable, Equatable {
    /// The name given to the step, or `"line N"`.
    public var name: String
    /// The script line of the step.
    public var line: Int
    /// The frame as plain text (see ``CellGrid/text``).
    public var frame: String
    /// The frame's size.
    public var size: TerminalSize

    /// The frame between marker lines, as a script run prints it (the name as
    /// `DisplayText` shows input).
    public var printed: String {
        let name = DisplayText.shown(name)
        return "--- snapshot \(name) (\(size)) ---\n\(frame)\n--- end snapshot \(name) ---"
    }
}

/// Why a script failed: where, what, and the screen at that moment.
public struct ScriptFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The script's file name.
    public var fileName: String
    /// The one-based line of the failing step; 0 when the script could not be read.
    public var line: Int
    /// The line as written.
    public var source: String
    /// What went wrong.
    public var message: String
    /// The frame when the step failed, as plain text (`nil` when the script did not start).
    public var frame: String?

    /// `FILE:LINE: error: MESSAGE` (a `ProgramMessage`), the step, and the frame between
    /// marker lines; what came from the script (the file name, the step, the message quoting
    /// it) as `DisplayText` shows input.
    public var description: String {
        var text = ProgramMessage(.error, at: .init(file: fileName, line: line > 0 ? line : nil), message).description
        let fileName = DisplayText.shown(fileName, limit: DisplayText.lineLength)
        if !source.isEmpty { text += "\n    \(DisplayText.shown(source))" }
        if let frame {
            text += "\n--- screen at \(fileName):\(line) ---\n\(frame)\n--- end screen ---"
        }
        return text
    }
}

/// What running a script did. The caller decides the exit status from ``succeeded``.
public struct ScriptResult: Sendable, Equatable {
    /// The script's file name.
    public var fileName: String
    /// How many steps ran (the failing one included).
    public var stepsRun: Int
    /// The frames recorded by `snapshot` steps, in order.
    public var snapshots: [ScriptSnapshot]
    /// The failure that stopped the script, if any.
    public var failure: ScriptFailure?
    /// Whether the script pressed Ctrl-C (the steps after it did not run).
    public var didQuit: Bool

    /// Whether every step passed.
    public var succeeded: Bool { failure == nil }

    /// What a command line prints: each snapshot, then the failure if any.
    public var output: String {
        var parts = snapshots.map(\.printed)
        if let failure { parts.append(failure.description) }
        return parts.joined(separator: "\n")
    }

    /// The exit status a command line should use: 0 on success, 1 on failure.
    public var exitStatus: Int32 { succeeded ? 0 : ProgramMessage.failureStatus }
}
