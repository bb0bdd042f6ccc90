/// One node of the DOM a browser shows for a window: an element, or text.
///
/// The browser renderer builds this tree for every frame (``WebRenderer/render()``), writes it
/// as HTML for the first paint (``HTMLWriter``) and sends only what changed between two frames
/// (``WebPatch``). Text is always text: it reaches the browser escaped, never as markup.
public enum WebNode: Sendable, Equatable {
    /// An element.
    case element(WebElement)
    /// A text node.
    case text(String)
}

/// An element of the browser's DOM: its tag, attributes and children, and the key that names
/// it from one frame to the next.
///
/// Keys are how two frames are compared, as React's keys are: an element of the same key and
/// tag is the same DOM element, updated in place (its focus, caret and scroll position kept);
/// the element a widget is drawn as is keyed by the widget (``WidgetIdentity``), so it keeps its
/// key wherever the widget moves; other elements are keyed by their place under their parent.
public struct WebElement: Sendable, Equatable {
    /// The tag name (`button`, `input`, …).
    public var tag: String
    /// The key, written as the `data-k` attribute.
    public var key: String
    /// The attributes, in the order they are written (`data-k` is not among them).
    public var attributes: [Attribute]
    /// The children.
    public var children: [WebNode]

    /// One attribute: a name and its value; a boolean attribute (`checked`) has an empty value.
    public struct Attribute: Sendable, Equatable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String

        /// Creates an attribute.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates an element; its key is set when it is placed in a tree (``WebElement/keyed(_:)``)
    /// unless given here.
    public init(_ tag: String, key: String = "", _ attributes: [Attribute] = [], children: [WebNode] = []) {
        self.tag = tag
        self.key = key
        self.attributes = attributes
        self.children = children
    }

    /// The value of attribute `name`, if it is set.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The text of this element and all below it, in order.
    public var textContent: String {
        children.map { child in
            switch child {
            case .text(let text): text
            case .element(let element): element.textContent
            }
        }.joined()
    }

    /// This element as the browser will parse it, with every element below it that has no key
    /// keyed by its place (`parent.index`): adjacent texts joined and empty ones dropped, as
    /// HTML parsing does, so that child indexes match the browser's child nodes.
    func keyed(_ fallback: String) -> WebElement {
        var element = self
        if element.key.isEmpty { element.key = fallback }
        var children: [WebNode] = []
        for child in element.children {
            switch child {
            case .text(let text):
                guard !text.isEmpty else { continue }
                if case .text(let previous) = children.last {
                    children[children.count - 1] = .text(previous + text)
                } else {
                    children.append(child)
                }
            case .element(let inner):
                children.append(.element(inner.keyed("\(element.key).\(children.count)")))
            }
        }
        element.children = children
        return element
    }

    /// The first element at or below this one whose key is `key`.
    public func element(keyed key: String) -> WebElement? {
        if self.key == key { return self }
        for child in children {
            if case .element(let inner) = child, let found = inner.element(keyed: key) { return found }
        }
        return nil
    }
}
