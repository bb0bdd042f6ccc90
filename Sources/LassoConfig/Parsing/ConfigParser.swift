import Foundation
import LassoPlugin
import LassoPluginHost
import Yams

/// What parsing a config file produced: the model when the file's structure is sound, and
/// every problem found.
package struct ConfigParseResult: Sendable {
    /// The config, when every required part could be read (it may still have problems that
    /// the ``Validator`` finds).
    package let config: AppConfig?
    /// Every problem found, in file order.
    package let diagnostics: [Diagnostic]
}

/// Reads config text (YAML, or JSON as its subset) into an ``AppConfig``, checking its
/// structure: syntax, known keys, required keys and value types.
package enum ConfigParser {
    /// Parses `text`. `file` names the file in diagnostics; `directory` is where relative
    /// plugin paths start (the config file's directory).
    package static func parse(_ text: String, file: String, directory: String) -> ConfigParseResult {
        let log = DiagnosticLog(file: file)
        // A UTF-8 byte order mark (some Windows editors write one) is allowed by YAML and JSON
        // and takes no column: read past it.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let problem = InputGuard.nestingProblem(in: text) {
            log.error(problem.message, at: problem.location, hint: problem.hint)
            return ConfigParseResult(config: nil, diagnostics: log.diagnostics)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            let syntax = YAMLSyntaxError.describe(error, in: text)
            log.error(syntax.message, at: syntax.location, hint: syntax.hint)
            return ConfigParseResult(config: nil, diagnostics: log.diagnostics)
        }
        guard let root else {
            log.error(
                "the file is empty", at: .start,
                hint: "start with 'lasso: \(ConfigSchema.currentVersion)' and a 'root:' node")
            return ConfigParseResult(config: nil, diagnostics: log.diagnostics)
        }
        let config = ConfigReader(log: log).readDocument(root, file: file, directory: directory)
        return ConfigParseResult(config: config, diagnostics: log.diagnostics.sortedForDisplay)
    }

    /// Reads and parses the file at `path`; diagnostics name it as `path`.
    package static func parse(contentsOf path: String) -> ConfigParseResult {
        let log = DiagnosticLog(file: path)
        let url = URL(fileURLWithPath: path)
        // Refused by its kind (a FIFO would hang the read) and size before a byte is read.
        let data: Data
        do throws(InputFile.Problem) {
            guard let read = try InputFile.read(path, maximumSize: InputGuard.maximumSize) else {
                log.error("no such config file", at: .start, hint: "check the path")
                return ConfigParseResult(config: nil, diagnostics: log.diagnostics)
            }
            data = read
        } catch {
            switch error {
            case .notARegularFile(let kind):
                log.error(
                    "the config is not a regular file", at: .start, hint: "name a .yaml or .json file, not \(kind)")
            case .tooLarge(let size, _):
                let problem = InputGuard.tooLarge(size)
                log.error(problem.message, at: problem.location, hint: problem.hint)
            case .unreadable(let reason), .refused(let reason):
                log.error(
                    "cannot read the config file: \(reason)", at: .start,
                    hint: "check the path and the file's permissions")
            }
            return ConfigParseResult(config: nil, diagnostics: log.diagnostics)
        }
        switch InputGuard.decode(data) {
        case .success(let text):
            return parse(text, file: path, directory: url.standardizedFileURL.deletingLastPathComponent().path)
        case .failure(let problem):
            log.error(problem.message, at: problem.location, hint: problem.hint)
            return ConfigParseResult(config: nil, diagnostics: log.diagnostics)
        }
    }
}
