import Yams

/// Turns a Yams parse error into a diagnostic at the position libyaml reported.
enum YAMLSyntaxError {
    /// The diagnostic's location, message and hint for `error`, thrown while parsing `text`.
    static func describe(_ error: any Error, in text: String) -> (
        location: SourcePosition, message: String, hint: String
    ) {
        let hint = "fix the YAML syntax here; JSON is accepted too"
        guard let error = error as? YamlError else {
            return (.start, "cannot parse the file as YAML: \(error)", hint)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if let tab = indentingTab(near: mark.line, in: text) {
                return (
                    tab, "a tab indents this line; YAML indents with spaces only",
                    "replace the tab with spaces (most editors can show and convert tabs)"
                )
            }
            var message = "YAML syntax error: \(problem)"
            if let context {
                message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
            }
            return (SourcePosition(mark), message, hint)
        case .reader(let problem, let offset, _, _):
            return (
                location(ofCharacterOffset: offset ?? 0, in: text), "cannot read the file: \(problem)",
                "remove control characters and save the file as UTF-8"
            )
        default:
            return (.start, "cannot parse the file as YAML: \(error)", hint)
        }
    }

    /// Where a tab indents line `line` (1-based) or the line before it (libyaml often reports
    /// the error at the next token), when one does.
    static func indentingTab(near line: Int, in text: String) -> SourcePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for number in [line, line - 1] where number >= 1 && number <= lines.count {
            let indentation = lines[number - 1].prefix { $0 == " " || $0 == "\t" }
            if let tab = indentation.firstIndex(of: "\t") {
                return SourcePosition(
                    line: number, column: indentation.distance(from: indentation.startIndex, to: tab) + 1)
            }
        }
        return nil
    }

    /// The line and column of the character at `offset`.
    static func location(ofCharacterOffset offset: Int, in text: String) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        for character in text.unicodeScalars {
            if index >= offset { break }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
