import Lasso

extension WebPatch {
    /// The kind of a patch, as the first item of its JSON array names it.
    public enum Kind: String, CaseIterable, Sendable {
        case replace = "r"
        case attributes = "a"
        case text = "t"
        case children = "c"
    }

    /// A field of a child of a ``children(key:_:)`` patch that is not a kept element (which is
    /// its key alone).
    public enum ChildField: String, CaseIterable, Sendable {
        case html = "h"
        case text = "t"
    }

    /// The kind of this patch.
    public var kind: Kind {
        switch self {
        case .replace: .replace
        case .attributes: .attributes
        case .text: .text
        case .children: .children
        }
    }

    /// The patch as the browser client reads it: a JSON array whose first item names the kind
    /// (`["t", key, index, text]`, `["a", key, {name: value or null}]`, `["c", key, [child…]]`
    /// with a kept child as its key, a new one as `{"h": html}` and text as `{"t": text}`,
    /// `["r", key, html]`).
    public var json: String { jsonValue.jsonText }

    /// ``json`` as a JSON value.
    public var jsonValue: JSONValue {
        let head: [JSONValue] = [.string(kind.rawValue)]
        switch self {
        case .replace(let key, let html):
            return .array(head + [.string(key), .string(html)])
        case .text(let key, let index, let text):
            return .array(head + [.string(key), .integer(Int64(index)), .string(text)])
        case .attributes(let key, let changes):
            let values = changes.map { ($0.name, $0.value.map(JSONValue.string) ?? .null) }
            return .array(head + [.string(key), .object(Dictionary(values) { _, last in last })])
        case .children(let key, let children):
            let items = children.map { child -> JSONValue in
                switch child {
                case .kept(let key): .string(key)
                case .new(let html): .object([ChildField.html.rawValue: .string(html)])
                case .text(let text): .object([ChildField.text.rawValue: .string(text)])
                }
            }
            return .array(head + [.string(key), .array(items)])
        }
    }

    /// Reads a patch the way the page does (for tests and tools).
    public init(jsonValue: JSONValue) throws(WebProtocolError) {
        guard case .array(let items) = jsonValue, items.count >= 3, case .string(let name) = items[0],
            let kind = Kind(rawValue: name), case .string(let key) = items[1]
        else { throw WebProtocolError("a patch is [kind, key, …]") }
        switch (kind, items.count, items[2]) {
        case (.replace, 3, .string(let html)):
            self = .replace(key: key, html: html)
        case (.text, 4, .integer(let index)):
            guard case .string(let text) = items[3] else { throw WebProtocolError("a text patch ends with its text") }
            self = .text(key: key, index: Int(index), text: text)
        case (.attributes, 3, .object(let values)):
            var changes: [(name: String, value: String?)] = []
            for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                switch value {
                case .string(let text): changes.append((name, text))
                case .null: changes.append((name, nil))
                default: throw WebProtocolError("an attribute is a string or null")
                }
            }
            self = .attributes(key: key, changes)
        case (.children, 3, .array(let values)):
            self = .children(
                key: key,
                try values.map { (value) throws(WebProtocolError) -> Child in
                    switch value {
                    case .string(let key): return .kept(key)
                    case .object(let fields):
                        if case .string(let html)? = fields[ChildField.html.rawValue] { return .new(html) }
                        if case .string(let text)? = fields[ChildField.text.rawValue] { return .text(text) }
                        throw WebProtocolError("a new child is {h: html} or {t: text}")
                    default: throw WebProtocolError("a child is a key or an object")
                    }
                })
        default:
            throw WebProtocolError("a '\(name)' patch of another shape")
        }
    }
}
