/// Text that came from input (a script, a config, a file name, a plugin's descriptor) as a
/// message or listing shows it on the terminal: control characters escaped, so that no input can
/// drive the terminal (`ESC ]0;…`, `ESC [2J`) or break a line, and bounded, so that no input can
/// flood it. The one place that renders untrusted text.
package enum DisplayText {
    /// The longest piece of input a message quotes, in characters (a name, a step, a value).
    package static let quotedLength = 200
    /// The longest line a message or listing holding input shows, in characters (a whole
    /// diagnostic, a file's path).
    package static let lineLength = 1000

    /// Whether `text` holds control characters (escape sequences among them) or line breaks.
    package static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isEscaped)
    }

    /// `text` with control characters and line breaks escaped (`\u{1B}`), cut after `limit`
    /// characters with `…` and its full length in bytes: `abc… (20000000 bytes)`.
    package static func shown(_ text: some StringProtocol, limit: Int = quotedLength) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                return shown + "… (\(text.utf8.count) bytes)"
            }
            if isEscaped(scalar) {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return shown
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
