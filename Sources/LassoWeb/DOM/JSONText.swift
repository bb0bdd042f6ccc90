/// JSON written by hand for the messages the browser renderer sends many times a second: a
/// string quoted and escaped as RFC 8259 says, without building a Foundation value first.
package enum JSONText {
    /// `text` as a JSON string, quotes included.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
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
        return result
    }
}

extension WebPatch {
    /// The patch as the browser client reads it: a JSON array whose first item names the kind
    /// (`["t", key, index, text]`, `["a", key, {name: value or null}]`, `["c", key, [child…]]`
    /// with a kept child as its key, a new one as `{"h": html}` and text as `{"t": text}`,
    /// `["r", key, html]`).
    public var json: String {
        switch self {
        case .replace(let key, let html):
            return "[\"r\",\(JSONText.quoted(key)),\(JSONText.quoted(html))]"
        case .text(let key, let index, let text):
            return "[\"t\",\(JSONText.quoted(key)),\(index),\(JSONText.quoted(text))]"
        case .attributes(let key, let changes):
            let pairs = changes.map { "\(JSONText.quoted($0.name)):\($0.value.map(JSONText.quoted) ?? "null")" }
            return "[\"a\",\(JSONText.quoted(key)),{\(pairs.joined(separator: ","))}]"
        case .children(let key, let children):
            let items = children.map { child in
                switch child {
                case .kept(let key): JSONText.quoted(key)
                case .new(let html): "{\"h\":\(JSONText.quoted(html))}"
                case .text(let text): "{\"t\":\(JSONText.quoted(text))}"
                }
            }
            return "[\"c\",\(JSONText.quoted(key)),[\(items.joined(separator: ","))]]"
        }
    }
}
