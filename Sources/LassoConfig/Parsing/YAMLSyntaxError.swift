import Yams

/// Turns a Yams parse error into a diagnostic at the position libyaml reported.
enum YAMLSyntaxError {
    /// The diagnostic's location, message and hint for `error`, thrown while parsing `text`.
    static func describe(_ error: any Error, in text: String) -> (location: SourcePosition, message: String, hint: String) {
        let hint = "fix the YAML syntax here; JSON is accepted too"
        guard let error = error as? YamlError else {
            return (.start, "cannot parse the file as YAML: \(error)", hint)
        }
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            var message = "YAML syntax error: \(problem)"
            if let context {
                message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
            }
            return (SourcePosition(mark), message, hint)
        case let .reader(problem, offset, _, _):
            return (location(ofCharacterOffset: offset ?? 0, in: text), "cannot read the file: \(problem)", "remove control characters and save the file as UTF-8")
        default:
            return (.start, "cannot parse the file as YAML: \(error)", hint)
        }
    }

    /// The line and column of the character at `offset`.
    static func location(ofCharacterOffset offset: Int, in text: String) -> SourcePosition {
        var line = 1, column = 1, index = 0
        for character in text.unicodeScalars {
            if index >= offset { break }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
