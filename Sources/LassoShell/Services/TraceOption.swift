import ArgumentParser
import Foundation
import Lasso
import LassoConfig

/// `--trace`, of `run` and `serve`: the file the app's journal is written to, one JSON line for
/// every state change, routed output, navigation, plugin swap and reload (docs/devtools.md).
struct TraceOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write the app's trace to this file: one JSON line per state change, routed output, navigation, swap and reload.",
            discussion:
                "Overrides the config's 'trace:'. The file is emptied when the app starts and made private (0600); a link or anything but a regular file is refused. A state change is written as an RFC 6902 patch of the screen's state; a field marked @Secret is written as null. `serve` writes every session's lines to the one file, each naming its session (docs/devtools.md).",
            valueName: "file"))
    var trace: String?

    /// The trace file for the app of `config`: `--trace`, else the config's `trace:` (relative to
    /// the config's folder), else none. Reports why it cannot be opened, with the exit status;
    /// `failed` hears of a write that fails later.
    func open(config: String, appConfig: AppConfig, failed: @escaping @Sendable (String) -> Void)
        -> Result<JournalFile?, ExitCode>
    {
        let chosen: (path: String, file: ProgramMessage.Location?)? =
            trace.map { (URL(fileURLWithPath: $0).path, nil) }
            ?? appConfig.trace.map { configured in
                let position = configured.location
                return (
                    URL(fileURLWithPath: configured.value, relativeTo: URL(fileURLWithPath: appConfig.directory)).path,
                    ProgramMessage.Location(file: config, line: position.line, column: position.column)
                )
            }
        guard let chosen else { return .success(nil) }
        do throws(JournalFileError) {
            return .success(try JournalFile(path: chosen.path, format: .trace, failed: failed))
        } catch {
            return .failure(
                ExitCode(
                    ShellOutput.report(
                        ProgramMessage(
                            .error, at: chosen.file, error.description,
                            hint: "give a file you can write in a folder that exists, or leave out --trace"))))
        }
    }
}
