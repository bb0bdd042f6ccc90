/// What the user did on the page, as the browser client sends it (one JSON object a message):
/// `{"s": 7, "t": "activate", "k": "w12"}`.
public struct WebEvent: Decodable, Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Decodable, Sendable, CaseIterable {
        /// A button, toggle or option was clicked or pressed (`k`).
        case activate
        /// The text of a field (`k`) is now `v`.
        case input
        /// Enter in a field (`k`) that submits.
        case submit
        /// Row `i` of a list or table (`k`) was chosen.
        case select
        /// The header of column `i` of a table (`k`) was clicked.
        case header
        /// The page of rows starting at row `i` of a list or table (`k`) is wanted.
        case page
        /// The expand or collapse mark of row `i` of a tree (`k`) was clicked: the row's → or ←.
        case disclose
        /// Key `v` (``WebKeys``) was pressed on a widget (`k`) that lists it.
        case key
        /// The cell at column `x`, row `y` of a canvas (`k`) was clicked.
        case click
        /// The Back (or Close) button of the top screen was pressed, or Escape.
        case back
        /// Tab `i` (from 0) of the tab bar was chosen.
        case tab
    }

    /// What happened.
    public var kind: Kind
    /// The page's number for the event, echoed in the answer so the page knows what is done.
    public var sequence: Int?
    /// The key of the widget it happened on.
    public var key: String?
    /// A text: a field's new text, a key's name.
    public var value: String?
    /// A number: a row, a column, a tab, the first row of a page.
    public var index: Int?
    /// A canvas cell's column.
    public var x: Int?
    /// A canvas cell's row.
    public var y: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind = "t"
        case sequence = "s"
        case key = "k"
        case value = "v"
        case index = "i"
        case x, y
    }

    /// Creates an event.
    public init(
        _ kind: Kind, key: String? = nil, value: String? = nil, index: Int? = nil, x: Int? = nil, y: Int? = nil,
        sequence: Int? = nil
    ) {
        self.kind = kind
        self.key = key
        self.value = value
        self.index = index
        self.x = x
        self.y = y
        self.sequence = sequence
    }
}

/// Why an event from the page did nothing: it named no widget of the frame shown, a widget that
/// does not take it, or something out of range. The page is told, and shows the frame as it is.
public struct WebEventError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
