import Foundation

/// A control of a frame that the page's script sends events for: an element with `data-ev`.
struct PageControl: Equatable {
    /// Its key (`data-k`), which an event names.
    let key: String
    /// The event it sends (`data-ev`): `activate`, `tab`, ...
    let event: String
    /// Its number (`data-i`), for a tab.
    let index: Int?
    /// Its text, up to its first child element.
    let text: String
}

/// Finds controls in the HTML the server sends (``LassoWeb/HTMLWriter``: no whitespace between
/// tags, attribute values in double quotes, `&<>"'` escaped), as the page's script finds them
/// by their `data-k`: the Counter tab, its "+" button.
enum PageKeys {
    /// Every control of `html`.
    static func controls(in html: String) -> [PageControl] {
        var found: [PageControl] = []
        var rest = html[...]
        while let marker = rest.range(of: " data-ev=\"") {
            guard let start = html[..<marker.lowerBound].lastIndex(of: "<"),
                let end = html[marker.upperBound...].firstIndex(of: ">")
            else { break }
            let tag = html[start..<end]
            let textEnd = html[html.index(after: end)...].firstIndex(of: "<") ?? html.endIndex
            if let key = attribute("data-k", in: tag), let event = attribute("data-ev", in: tag) {
                found.append(
                    PageControl(
                        key: key, event: event, index: attribute("data-i", in: tag).flatMap { Int($0) },
                        text: unescaped(html[html.index(after: end)..<textEnd])))
            }
            rest = html[end...]
        }
        return found
    }

    /// The control sending `event` whose text is `text`, in the last of `htmls` that has one.
    static func control(_ text: String, event: String, in htmls: [String]) -> PageControl? {
        for html in htmls.reversed() {
            if let control = controls(in: html).last(where: { $0.event == event && $0.text == text }) {
                return control
            }
        }
        return nil
    }

    /// The value of the first attribute `name` in `html`.
    static func attribute(_ name: String, in html: some StringProtocol) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        guard let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return unescaped(html[start.upperBound..<end])
    }

    /// The text of the first paragraph of `html` (the sign-in page's problem), for messages.
    static func firstParagraph(of html: String) -> String {
        guard let start = html.range(of: "<p"), let open = html[start.upperBound...].firstIndex(of: ">"),
            let end = html[open...].range(of: "</p>")
        else { return String(html.prefix(200)) }
        return unescaped(html[html.index(after: open)..<end.lowerBound])
    }

    /// Every string in the JSON message `text` (the HTML of `r` and of patches), outermost first.
    static func strings(inMessage text: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { return [] }
        var found: [String] = []
        collect(object, into: &found)
        return found
    }

    private static func collect(_ value: Any, into found: inout [String]) {
        switch value {
        case let text as String: found.append(text)
        case let array as [Any]: for item in array { collect(item, into: &found) }
        case let object as [String: Any]: for key in object.keys.sorted() { collect(object[key]!, into: &found) }
        default: break
        }
    }

    private static func unescaped(_ text: some StringProtocol) -> String {
        String(text)
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
