/// A cell position: column and row from the top left, zero-based.
public struct CellPosition: Sendable, Equatable, Hashable {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int

    /// Creates a position.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// One drawn frame: the cells and what the driver needs to know about them.
public struct RenderedFrame: Sendable, Equatable {
    /// The cells.
    public var grid: CellGrid
    /// Where the focused text field's cursor is drawn, if a text field has focus.
    public var cursor: CellPosition?
    /// Whether an activity indicator animates on screen, so another frame is due soon.
    public var isAnimating: Bool
    /// Whether the terminal was too small to draw the app.
    public var isTooSmall: Bool
    /// The key-help items shown at the bottom (`"Tab focus"`, `"Ctrl-C quit"`…).
    public var keyHelp: [String]
    /// The rows the focused list or scroll view shows, if one has focus: how far Page Up and
    /// Page Down move.
    public var focusedPageRows: Int? = nil

    /// The frame as plain text (see ``CellGrid/text``).
    public var text: String { grid.text }

    /// The frame as a script prints it when colours are shown at `colorDepth`: plain text at
    /// ``ColorDepth/none``, else with SGR sequences (``CellGrid/styledText``).
    public func text(colorDepth: ColorDepth) -> String {
        colorDepth == .none ? grid.text : grid.styledText
    }
}
