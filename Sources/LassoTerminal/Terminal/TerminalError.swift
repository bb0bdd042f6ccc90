/// Why an interactive terminal session could not start.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (use `--script` or `--dump` instead).
    case notATerminal
    /// The terminal refused raw mode; `errno` says why.
    case rawModeFailed(errno: Int32)
    /// Another session is already running in this process.
    case alreadyRunning

    /// A message for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must be a terminal for the interactive shell; use --script FILE or --dump to run without one"
        case .rawModeFailed(let code):
            "the terminal refused raw mode (errno \(code))"
        case .alreadyRunning:
            "a terminal session is already running"
        }
    }
}
