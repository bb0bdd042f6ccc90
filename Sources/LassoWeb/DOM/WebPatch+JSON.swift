import Lasso

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
