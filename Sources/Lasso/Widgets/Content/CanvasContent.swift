/// Cells a widget draws itself, for what composing other widgets cannot show (a gauge, a
/// rating, a small plot). The renderer gives the widget a ``TextCanvas`` of the size it got
/// (at most ``width`` × ``height``) and copies what was drawn to the screen, each cell in its
/// theme role's colours; a browser shows the same cells as text.
public struct CanvasContent {
    /// The columns the widget asks for.
    public var width: Int
    /// The rows the widget asks for.
    public var height: Int
    /// Draws into a canvas of the size the widget was given.
    public var draw: @MainActor (inout TextCanvas) -> Void

    /// Creates canvas content of `width` × `height` cells drawn by `draw`.
    public init(width: Int, height: Int, draw: @escaping @MainActor (inout TextCanvas) -> Void) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.draw = draw
    }
}

/// A grid of characters, each with a theme role, that a widget draws on (``CanvasContent``).
/// One character a cell: draw characters one column wide (block and box characters, Latin
/// text); what falls outside the canvas is dropped.
public struct TextCanvas: Sendable, Equatable {
    /// One cell: a character and the role it is drawn with.
    public struct Cell: Sendable, Equatable {
        /// The character shown.
        public var character: Character
        /// Its theme role.
        public var role: ThemeRole

        /// Creates a cell.
        public init(_ character: Character = " ", role: ThemeRole = .text) {
            self.character = character
            self.role = role
        }
    }

    /// The canvas's width in cells.
    public let width: Int
    /// The canvas's height in cells.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a blank canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    /// The cell at column `x`, row `y` (a blank one outside the canvas).
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : Cell() }
        set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }

    /// Writes `text` from column `x` of row `y`, one character a cell, in `role`.
    public mutating func put(_ text: String, x: Int, y: Int, role: ThemeRole = .text) {
        var column = x
        for character in text {
            self[column, y] = Cell(character, role: role)
            column += 1
        }
    }

    /// Row `y` as text.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        return String(cells[(y * width)..<((y + 1) * width)].map(\.character))
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }
}
