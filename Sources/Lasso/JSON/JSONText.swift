/// JSON text written by hand, without building a Foundation value first: the one quoting of a
/// string as JSON, used wherever the runtime writes JSON (``JSONValue/jsonText``, a config's
/// values, the browser renderer's messages, sent many times a second).
package enum JSONText {
    /// `text` as a JSON string, quotes included.
    package static func quoted(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string, quotes included, escaped as RFC 8259 says.
    package static func appendQuoted(_ text: String, to result: inout String) {
        result += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // The two line separators end a line in some JavaScript parsers.
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
    }
}
