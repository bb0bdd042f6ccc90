import Lasso

/// The aligned columns of a list's rows made of cells (``Lasso/List/Row/cells``): each column
/// as wide as its ``Lasso/List/ColumnWidth`` says, two blank columns between them, widths
/// measured in display columns, so wide characters line up.
enum ListColumns {
    /// The blank columns between two cells.
    static let gap = 2

    /// The width of each column of `rows` within `width` columns: a column takes its width
    /// (`columnWidths`, else the widest cell) while room is left; the last one shown takes what
    /// is left, and columns after it get none.
    static func widths(of rows: [List.Row], columnWidths: [List.ColumnWidth], in width: Int) -> [Int] {
        let count = rows.map(\.cells.count).max() ?? 0
        var remaining = width
        return (0..<count).map { column in
            let wanted: Int
            switch column < columnWidths.count ? columnWidths[column] : .fitting {
            case .fixed(let columns): wanted = max(0, columns)
            case .fitting:
                wanted = rows.map { column < $0.cells.count ? DisplayWidth.of($0.cells[column]) : 0 }.max() ?? 0
            }
            let given = max(0, min(wanted, remaining))
            remaining -= given + gap
            return given
        }
    }

    /// `cells` cut to `widths` with an ellipsis and padded to them, each with its column's
    /// start, relative to the row's first column; cells of columns with no width are left out.
    static func layout(_ cells: [String], widths: [Int]) -> [(text: String, x: Int)] {
        var x = 0
        var result: [(String, Int)] = []
        for (column, width) in widths.enumerated() {
            defer { x += width + gap }
            guard width > 0, column < cells.count else { continue }
            result.append((TextLayout.truncate(cells[column], to: width), x))
        }
        return result
    }
}
