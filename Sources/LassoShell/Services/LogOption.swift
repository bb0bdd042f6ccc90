import ArgumentParser
import Foundation
import Lasso
import LassoTerminal

/// `--log-level`, of `run` and `serve`: from which level plugins' log lines are written, and
/// where they go (``Lasso/PluginLog``).
struct LogOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write plugins' log lines from this level up: \(PluginLog.Level.allCases.map(\.rawValue).joined(separator: ", ")).",
            discussion:
                "Each line names the plugin and the user; a field the plugin marks sensitive is written as (sensitive). `run` writes them to its log file (\(WarningLog.fileName) in $XDG_STATE_HOME/lasso, or $LASSO_LOG), `serve` to standard error (docs/services.md).",
            valueName: "level"))
    var logLevel: PluginLog.Level = .info

    /// Lines appended to the log file, for `run` (standard error is the screen).
    func fileSink() -> LogSink {
        LogSink(level: logLevel) { line in WarningLog.appendLine(line.text) }
    }

    /// Lines on standard error, for `serve`.
    func standardErrorSink() -> LogSink {
        LogSink(level: logLevel) { line in
            FileHandle.standardError.write(Data("\(Self.time()) \(line.text)\n".utf8))
        }
    }

    private static func time() -> String {
        ISO8601DateFormatter().string(from: Date())
    }
}

extension PluginLog.Level: ExpressibleByArgument {}
