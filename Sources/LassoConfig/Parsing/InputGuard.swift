import Foundation

/// Checks a config file's bytes before they reach the YAML parser, so that no input can make
/// the parser (which recurses once per nesting level) run out of stack or memory.
enum InputGuard {
    /// The largest config file read.
    static let maximumSize = 2 * 1024 * 1024
    /// The largest session file read or written (``AppSession``): a session holds each screen's
    /// state, kilobytes for a real app; a larger file takes seconds and gigabytes to decode.
    static let maximumSessionSize = 16 * 1024 * 1024
    /// The deepest `[`/`{` nesting accepted.
    static let maximumFlowDepth = 100
    /// The widest block indentation accepted (spaces plus `- `, `? `, `: ` indicators).
    static let maximumIndentation = 240

    /// A problem found before parsing.
    struct Problem: Error {
        let location: SourcePosition
        let message: String
        let hint: String
    }

    /// The problem with a file of `size` bytes, if it is larger than config files may be.
    static func sizeProblem(_ size: Int) -> Problem? {
        size > maximumSize ? tooLarge(size) : nil
    }

    /// The problem with a file of `size` bytes, larger than config files may be.
    static func tooLarge(_ size: Int) -> Problem {
        Problem(
            location: .start,
            message: "the file is \(size) bytes; config files are limited to \(maximumSize) bytes",
            hint: "split the app into config flows, or check that this is the right file"
        )
    }

    /// Decodes `data` as UTF-8 text, or says where it is not.
    static func decode(_ data: Data) -> Result<String, Problem> {
        if let problem = sizeProblem(data.count) { return .failure(problem) }
        var line = 1
        var column = 1
        var iterator = data.makeIterator()
        var decoder = Unicode.UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return .success(String(scalars))
            case .error:
                return .failure(
                    Problem(
                        location: SourcePosition(line: line, column: column),
                        message: "the file is not valid UTF-8 text",
                        hint: "save the file as UTF-8"
                    ))
            }
        }
    }

    /// Finds nesting deeper than the limits, scanning the text the way a YAML scanner would
    /// closely enough to count brackets outside quoted text, comments and block scalars.
    static func nestingProblem(in text: String) -> Problem? {
        var scanner = NestingScanner()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let characters = Array(line.unicodeScalars)
            if let column = scanner.scan(characters) {
                return Problem(
                    location: SourcePosition(line: lineNumber, column: column),
                    message: "brackets are nested more than \(maximumFlowDepth) levels deep",
                    hint: "flatten the structure; config files never need this depth"
                )
            }
            if scanner.flowDepth == 0, !scanner.inQuote, !scanner.inBlockScalar,
                indentation(of: characters) > maximumIndentation
            {
                return Problem(
                    location: SourcePosition(line: lineNumber, column: 1),
                    message: "the line is indented or nested more than \(maximumIndentation) columns deep",
                    hint: "flatten the structure; config files never need this depth"
                )
            }
        }
        return nil
    }

    /// Leading spaces and block indicators (`- `, `? `, `: `), each adding a nesting level.
    private static func indentation(of characters: [Unicode.Scalar]) -> Int {
        var index = 0
        while index < characters.count {
            if characters[index] == " " {
                index += 1
            } else if ["-", "?", ":"].contains(characters[index]),
                index + 1 == characters.count || characters[index + 1] == " "
            {
                index += 2
            } else {
                break
            }
        }
        return index
    }
}

/// Counts `[`/`{` nesting line by line, skipping quoted scalars, comments and block scalars.
private struct NestingScanner {
    private(set) var flowDepth = 0
    private var quote: Unicode.Scalar?
    private var blockScalarIndent: Int?
    /// The indentation of the line that ended with a block scalar indicator (`|`, `>`).
    private var blockScalarParentIndent: Int?

    var inQuote: Bool { quote != nil }
    var inBlockScalar: Bool { blockScalarIndent != nil }

    /// Scans one line; returns the column where the depth limit was passed, if it was.
    mutating func scan(_ line: [Unicode.Scalar]) -> Int? {
        let indent = line.prefix { $0 == " " }.count
        if let scalarIndent = blockScalarIndent {
            if indent >= line.count || indent > scalarIndent { return nil }
            blockScalarIndent = nil
        }
        if let parentIndent = blockScalarParentIndent, indent < line.count {
            blockScalarParentIndent = nil
            if indent > parentIndent, quote == nil {
                // The first content line fixes the block scalar's indentation; every later
                // line indented at least as far (or empty) belongs to it.
                blockScalarIndent = indent - 1
                return nil
            }
        }
        var index = 0
        var previous: Unicode.Scalar = " "
        while index < line.count {
            let character = line[index]
            if let open = quote {
                if open == "\"", character == "\\" {
                    index += 2
                    previous = "x"
                    continue
                }
                if character == open {
                    if open == "'", index + 1 < line.count, line[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if character == "#", previous == " " || previous == "\t" {
                return nil
            } else if character == "\"" || character == "'", isTokenStart(previous) {
                quote = character
            } else if character == "[" || character == "{", flowDepth > 0 || isTokenStart(previous) {
                flowDepth += 1
                if flowDepth > InputGuard.maximumFlowDepth { return index + 1 }
            } else if character == "]" || character == "}", flowDepth > 0 {
                flowDepth -= 1
            } else if character == "|" || character == ">", flowDepth == 0, isTokenStart(previous) {
                blockScalarParentIndent = indent
            }
            previous = character
            index += 1
        }
        return nil
    }

    /// Whether a character after `previous` starts a new token.
    private func isTokenStart(_ previous: Unicode.Scalar) -> Bool {
        [" ", "\t", "[", "{", ",", ":", "-", "?"].contains(previous)
    }
}
