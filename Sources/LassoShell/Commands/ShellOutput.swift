import Foundation
import LassoPlugin

/// How the plugin commands write errors, warnings, notes and JSON.
enum ShellOutput {
    /// Writes `lasso-shell: LINE` to standard error.
    static func standardError(_ line: String) {
        standardErrorLine("lasso-shell: \(line)")
    }

    /// Writes `line` as it is, and a newline, to standard error.
    static func standardErrorLine(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }

    /// Writes a plugin error's one line to standard error.
    static func error(_ error: PluginLoadError) {
        standardError("\(error)")
    }

    /// `value` as pretty, key-sorted JSON.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
