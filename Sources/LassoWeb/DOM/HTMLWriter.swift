/// Writes ``WebNode`` trees as HTML, escaping every text and attribute value: text from a state
/// or a plugin (`<img onerror=…>` as a contact's name) always reaches the page as text.
///
/// The output has no whitespace between tags, so the browser's child nodes are exactly the
/// tree's children (patches address text nodes by their index).
public enum HTMLWriter {
    /// Elements that have no end tag.
    static let voidElements: Set<String> = ["input", "br", "hr", "meta", "link", "img"]

    /// `node` as HTML.
    public static func html(_ node: WebNode) -> String {
        var output = ""
        write(node, into: &output)
        return output
    }

    /// `element` as HTML.
    public static func html(_ element: WebElement) -> String {
        var output = ""
        write(element, into: &output)
        return output
    }

    static func write(_ node: WebNode, into output: inout String) {
        switch node {
        case .text(let text): output += escaped(text)
        case .element(let element): write(element, into: &output)
        }
    }

    static func write(_ element: WebElement, into output: inout String) {
        output += "<" + element.tag
        if !element.key.isEmpty { output += " data-k=\"" + escaped(element.key) + "\"" }
        // A text area's text is its content, not an attribute.
        let isTextArea = element.tag == "textarea"
        for attribute in element.attributes where !(isTextArea && attribute.name == "value") {
            output += " " + attribute.name
            if !attribute.value.isEmpty { output += "=\"" + escaped(attribute.value) + "\"" }
        }
        output += ">"
        guard !voidElements.contains(element.tag) else { return }
        if isTextArea, let text = element[attribute: "value"] {
            // The browser drops a text area's first line break: one more keeps a leading one.
            output += (text.hasPrefix("\n") ? "\n" : "") + escaped(text)
        }
        for child in element.children { write(child, into: &output) }
        output += "</" + element.tag + ">"
    }

    /// `text` safe inside an element or a quoted attribute value: `&`, `<`, `>`, `"` and `'` as
    /// character references, and control characters other than line breaks and tabs dropped
    /// (they have no business on a page and some break parsers).
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
