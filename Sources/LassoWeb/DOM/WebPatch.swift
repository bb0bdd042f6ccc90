/// One change between two frames of a window's DOM: what the browser applies to the page it
/// shows instead of building it again. ``WebPatch/between(_:_:)`` compares two trees by their
/// keys, as React's reconciliation does, so a one-label change is one small ``text`` patch.
public enum WebPatch: Sendable, Equatable {
    /// A child of a ``children(key:_:)`` patch.
    public enum Child: Sendable, Equatable {
        /// The element of this key that is under the parent now, moved here and kept (its
        /// focus, caret and scroll position with it).
        case kept(String)
        /// A new element, as HTML.
        case new(String)
        /// A text node.
        case text(String)
    }

    /// Element `key` is replaced by the element `html` describes.
    case replace(key: String, html: String)
    /// Attributes of element `key` are set (a value) or removed (`nil`).
    case attributes(key: String, [(name: String, value: String?)])
    /// Text node `index` of element `key` now reads `text`.
    case text(key: String, index: Int, text: String)
    /// Element `key`'s children are now these.
    case children(key: String, [Child])

    public static func == (lhs: WebPatch, rhs: WebPatch) -> Bool {
        switch (lhs, rhs) {
        case (.replace(let a, let b), .replace(let c, let d)): a == c && b == d
        case (.text(let a, let b, let c), .text(let d, let e, let f)): a == d && b == e && c == f
        case (.children(let a, let b), .children(let c, let d)): a == c && b == d
        case (.attributes(let a, let b), .attributes(let c, let d)):
            a == c && b.map(\.name) == d.map(\.name) && b.map(\.value) == d.map(\.value)
        default: false
        }
    }

    /// The patches that turn `old` into `new`, two trees whose roots have the same key.
    public static func between(_ old: WebElement, _ new: WebElement) -> [WebPatch] {
        var patches: [WebPatch] = []
        diff(old, new, into: &patches)
        return patches
    }

    private static func diff(_ old: WebElement, _ new: WebElement, into patches: inout [WebPatch]) {
        guard old.tag == new.tag, old.key == new.key else {
            patches.append(.replace(key: old.key, html: HTMLWriter.html(new)))
            return
        }
        if old.attributes != new.attributes {
            var changes: [(name: String, value: String?)] = []
            for attribute in new.attributes where old[attribute: attribute.name] != attribute.value {
                changes.append((attribute.name, attribute.value))
            }
            for attribute in old.attributes where new[attribute: attribute.name] == nil {
                changes.append((attribute.name, nil))
            }
            if !changes.isEmpty { patches.append(.attributes(key: new.key, changes)) }
        }
        guard old.children != new.children else { return }
        if sameShape(old.children, new.children) {
            for (index, (before, after)) in zip(old.children, new.children).enumerated() {
                switch (before, after) {
                case (.text(let was), .text(let now)) where was != now:
                    patches.append(.text(key: new.key, index: index, text: now))
                case (.element(let was), .element(let now)):
                    diff(was, now, into: &patches)
                default:
                    break
                }
            }
            return
        }
        var oldByKey: [String: WebElement] = [:]
        for case .element(let element) in old.children { oldByKey[element.key] = element }
        var children: [Child] = []
        var kept: [(WebElement, WebElement)] = []
        for child in new.children {
            switch child {
            case .text(let text):
                children.append(.text(text))
            case .element(let element):
                if let before = oldByKey.removeValue(forKey: element.key), before.tag == element.tag {
                    children.append(.kept(element.key))
                    kept.append((before, element))
                } else {
                    children.append(.new(HTMLWriter.html(element)))
                }
            }
        }
        patches.append(.children(key: new.key, children))
        for (before, after) in kept { diff(before, after, into: &patches) }
    }

    /// Whether two child lists have text and elements at the same places, each element with
    /// the same key.
    private static func sameShape(_ old: [WebNode], _ new: [WebNode]) -> Bool {
        guard old.count == new.count else { return false }
        for (before, after) in zip(old, new) {
            switch (before, after) {
            case (.text, .text): continue
            case (.element(let was), .element(let now)) where was.key == now.key: continue
            default: return false
            }
        }
        return true
    }
}
