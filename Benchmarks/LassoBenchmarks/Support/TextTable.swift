/// A plain-text table with a header row. The first `textColumns` columns are left-aligned, the
/// others (numbers) right-aligned.
struct TextTable {
    let header: [String]
    let textColumns: Int
    private(set) var rows: [[String]] = []

    init(_ header: String..., textColumns: Int = 1) {
        self.header = header
        self.textColumns = textColumns
    }

    /// A table whose header is built at run time.
    init(header: [String], textColumns: Int = 1) {
        self.header = header
        self.textColumns = textColumns
    }

    mutating func append(_ row: String...) {
        rows.append(row)
    }

    /// Appends a row built at run time.
    mutating func append(row: [String]) {
        rows.append(row)
    }

    var rendered: String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column >= textColumns
                    ? cell.padding(leftToLength: widths[column])
                    : cell.padding(toLength: widths[column])
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    /// Pads with spaces on the right to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// Pads with spaces on the left to `length` characters.
    func padding(leftToLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
