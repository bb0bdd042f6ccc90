/// A width × height grid of terminal cells: what one frame shows.
///
/// The renderer draws into a grid, the terminal writes the cells that differ from the previous
/// frame's grid, and tests compare a grid's ``text`` to a golden frame. Writing keeps the wide
/// character invariant: a wide character is followed by its continuation cell, and overwriting
/// either half blanks the other.
public struct CellGrid: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a blank grid. Negative sizes are treated as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The grid's size.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the grid.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// The whole grid as a rectangle.
    var bounds: GridRect { GridRect(x: 0, y: 0, width: width, height: height) }

    // MARK: - Writing

    /// Writes `text` on row `y` from column `x`, one grapheme cluster per cell (two for wide
    /// ones), and returns the column after the last one written.
    ///
    /// Tabs become spaces; other control characters are skipped; a zero-width cluster (a
    /// combining mark with no base) joins the previous cell. Nothing is written outside the grid,
    /// nor outside `clip` when given; a wide character that does not fit is written as a space.
    @discardableResult
    public mutating func put(
        _ text: some StringProtocol,
        x: Int,
        y: Int,
        attributes: CellAttributes = .plain
    ) -> Int {
        put(text, x: x, y: y, attributes: attributes, clip: bounds)
    }

    @discardableResult
    mutating func put(
        _ text: some StringProtocol,
        x: Int,
        y: Int,
        attributes: CellAttributes,
        clip: GridRect
    ) -> Int {
        let area = clip.intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x + DisplayWidth.of(text) }
        var column = x
        for character in text {
            var glyph = String(character)
            var columns = DisplayWidth.of(character)
            if character == "\t" {
                glyph = " "
                columns = 1
            } else if columns == 0 {
                if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { continue }
                joinPrevious(glyph, x: column, y: y, area: area)
                continue
            }
            if column >= area.x, column < area.maxX {
                if columns == 2, column + 1 >= area.maxX {
                    setCell(Cell(" ", attributes: attributes), x: column, y: y)
                } else {
                    setCell(Cell(glyph, width: columns, attributes: attributes), x: column, y: y)
                }
            }
            column += columns
        }
        return column
    }

    /// Appends a zero-width cluster to the character left of column `x`.
    private mutating func joinPrevious(_ glyph: String, x: Int, y: Int, area: GridRect) {
        var target = x - 1
        if self[target, y].isContinuation { target -= 1 }
        guard target >= area.x, target < area.maxX, target >= 0 else { return }
        let index = y * width + target
        guard !cells[index].isContinuation else { return }
        cells[index].character += glyph
    }

    /// Sets one cell, keeping wide characters whole: a wide cell takes the next one as its
    /// continuation, and any wide character partly overwritten is blanked.
    mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        var cell = cell
        if cell.width == 2, x + 1 >= width { cell = Cell(" ", attributes: cell.attributes) }
        clearOverlap(x: x, y: y)
        cells[y * width + x] = cell
        if cell.width == 2 {
            clearOverlap(x: x + 1, y: y)
            cells[y * width + x + 1] = .continuation(cell.attributes)
        }
    }

    /// Blanks the other half of a wide character that column `x` is part of.
    private mutating func clearOverlap(x: Int, y: Int) {
        let index = y * width + x
        let existing = cells[index]
        if existing.isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", attributes: cells[index - 1].attributes)
        } else if existing.width == 2, x + 1 < width {
            cells[index + 1] = Cell(" ", attributes: existing.attributes)
        }
    }

    /// Fills `rect` with blank cells drawn with `attributes`.
    mutating func clear(_ rect: GridRect, attributes: CellAttributes = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        // Blank the halves of wide characters cut by the rectangle's edges first.
        for row in area.y..<area.maxY {
            clearOverlap(x: area.x, y: row)
            clearOverlap(x: area.maxX - 1, y: row)
            for column in area.x..<area.maxX {
                cells[row * width + column] = Cell(" ", attributes: attributes)
            }
        }
    }

    /// Changes the attributes of every cell in `rect`.
    mutating func updateAttributes(in rect: GridRect, _ change: (inout CellAttributes) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                change(&cells[row * width + column].attributes)
            }
        }
    }

    /// Changes the attributes of one cell (and its wide character's other half).
    mutating func updateAttributes(x: Int, y: Int, _ change: (inout CellAttributes) -> Void) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        var column = x
        if cells[y * width + column].isContinuation, column > 0 { column -= 1 }
        change(&cells[y * width + column].attributes)
        if cells[y * width + column].width == 2, column + 1 < width {
            change(&cells[y * width + column + 1].attributes)
        }
    }

    /// Copies the cells of `source` in `other` to this grid, its top left at column `x`, row
    /// `y`. A wide character cut by the source's left or right edge becomes a blank.
    mutating func copy(_ source: GridRect, of other: CellGrid, toX x: Int, y: Int) {
        for row in 0..<max(0, source.height) {
            for column in 0..<max(0, source.width) {
                let cell = other[source.x + column, source.y + row]
                let isCut = (cell.isContinuation && column == 0) || (cell.width == 2 && column == source.width - 1)
                if isCut {
                    setCell(Cell(" ", attributes: cell.attributes), x: x + column, y: y + row)
                } else if !cell.isContinuation {
                    setCell(cell, x: x + column, y: y + row)
                }
            }
        }
    }
}
