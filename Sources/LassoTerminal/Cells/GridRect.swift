/// A rectangle of cells: origin at the top left, sizes in cells.
struct GridRect: Sendable, Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The part of this rectangle inside `other`.
    func intersection(_ other: GridRect) -> GridRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return GridRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// This rectangle shrunk by `dx` columns on the left and right and `dy` rows at the top and
    /// bottom.
    func insetBy(dx: Int, dy: Int) -> GridRect {
        GridRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rows from `row` (relative to the top) down.
    func dropping(rows count: Int) -> GridRect {
        GridRect(x: x, y: y + count, width: width, height: height - count)
    }
}
