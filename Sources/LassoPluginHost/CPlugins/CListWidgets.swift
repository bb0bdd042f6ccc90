internal import Foundation
import Lasso

/// The list widgets of C screens (ABI 1.3): a table and a tree showing a string-list field,
/// and a chart showing a double-list field, built by ``CScreenViewController``.
@MainActor
enum CListWidgets {
    /// A table with `columns` showing `fieldName` row by row; a selected row invokes `action`
    /// with its index in the field's order.
    static func makeTable(
        columns: [String], fieldName: String, action: String?, identifier: String?, store: CScreenStore
    ) -> Table {
        let table = Table(columns: columns.map { Table.Column($0) })
        let binding = CTableBinding(
            table: table, name: "table" + (identifier.map { " '\($0)'" } ?? ""), columnCount: columns.count,
            fieldName: fieldName, store: store)
        table.onSort { [weak binding] sort in binding?.sort(by: sort) }
        table.onSelect { [weak binding, weak store] row in
            guard let binding, let index = binding.fieldRow(ofShownRow: row) else { return }
            binding.selectedFieldRow = index
            if let action { store?.dispatchAction(.invoke(action, [.int32(Int32(clamping: index))])) }
        }
        // The store's observer keeps the binding (sort, order) alive as long as the screen.
        store.follow(fieldName, with: table) { _, value in
            if case .strings(let cells) = value { binding.show(cells) }
        }
        return table
    }

    /// A tree showing `fieldName`, one node per item with its depth in leading tabs; a selected
    /// node invokes `action` with its item's index.
    static func makeTree(fieldName: String, action: String?, identifier: String?, store: CScreenStore) -> Tree {
        let tree = Tree()
        var last: [String]?
        store.follow(fieldName, with: tree) { tree, value in
            guard case .strings(let items) = value, items != last else { return }
            last = items
            let (roots, problem) = outline(items)
            if let problem {
                store.report("tree\(identifier.map { " '\($0)'" } ?? ""): field '\(fieldName)': \(problem)")
            }
            tree.roots = roots
        }
        tree.onSelect { [weak store] id in
            guard let action, let index = Int32(id) else { return }
            store?.dispatchAction(.invoke(action, [.int32(index)]))
        }
        return tree
    }

    /// A chart titled `title` of `fieldName`, as bars or a sparkline.
    static func makeChart(title: String, bars: Bool, fieldName: String, store: CScreenStore) -> Chart {
        let chart = Chart(style: bars ? .bars : .sparkline, title: title)
        store.follow(fieldName, with: chart) { chart, value in
            if case .doubles(let values) = value { chart.values = values }
        }
        return chart
    }

    /// The nodes `items` describe: an item's depth is its number of leading tabs, its title the
    /// rest, its id its index. An item more than one level deeper than the one before it goes
    /// one level deeper; the problem is returned.
    static func outline(_ items: [String]) -> (roots: [Tree.Node], problem: String?) {
        // Build bottom-up: a stack of (depth, node) whose children are still open.
        var stack: [(depth: Int, node: Tree.Node)] = []
        var roots: [Tree.Node] = []
        var problem: String?
        func close(downTo depth: Int) {
            while let top = stack.last, top.depth >= depth {
                stack.removeLast()
                if stack.isEmpty {
                    roots.append(top.node)
                } else {
                    stack[stack.count - 1].node.children.append(top.node)
                }
            }
        }
        for (index, item) in items.enumerated() {
            let tabs = item.prefix { $0 == "\t" }.count
            let allowed = stack.last.map { $0.depth + 1 } ?? 0
            if tabs > allowed, problem == nil {
                problem =
                    "item \(index + 1) (\"\(item.drop { $0 == "\t" })\") has \(tabs) leading tab(s), but the item before it allows at most \(allowed); shown one level under it"
            }
            let depth = min(tabs, allowed)
            close(downTo: depth)
            stack.append((depth, Tree.Node(String(item.dropFirst(tabs)), id: String(index))))
        }
        close(downTo: 0)
        return (roots, problem)
    }
}

/// A C table's rows: the cells of its field, cut into rows of the column count, and the order
/// the user sorted them in (the view's: the field keeps its order).
@MainActor
final class CTableBinding {
    private weak var table: Table?
    /// How reports name the table: "table 'history'".
    private let name: String
    private let columnCount: Int
    private let fieldName: String
    private weak var store: CScreenStore?
    private var cells: [String]?
    private var currentSort: RowSort?
    /// The field's row shown at each position.
    private var order: [Int] = []
    /// The selected row, in the field's order.
    var selectedFieldRow: Int?

    init(table: Table, name: String, columnCount: Int, fieldName: String, store: CScreenStore) {
        self.table = table
        self.name = name
        self.columnCount = columnCount
        self.fieldName = fieldName
        self.store = store
    }

    /// The field's row shown at `row`.
    func fieldRow(ofShownRow row: Int) -> Int? { order.indices.contains(row) ? order[row] : nil }

    /// Shows `cells`, reporting a count that is not a multiple of the columns.
    func show(_ newCells: [String]) {
        guard newCells != cells else { return }
        cells = newCells
        if !newCells.count.isMultiple(of: columnCount) {
            store?.report(
                "\(name): field '\(fieldName)' has \(newCells.count) item(s), not a multiple of its \(columnCount) column(s); the last \(newCells.count % columnCount) item(s) are not shown"
            )
        }
        if let selected = selectedFieldRow, selected >= newCells.count / columnCount { selectedFieldRow = nil }
        reorder()
    }

    /// Sorts the rows shown by `sort`.
    func sort(by sort: RowSort) {
        currentSort = sort
        reorder()
    }

    private func reorder() {
        guard let table, let cells else { return }
        let columns = columnCount
        let rowCount = cells.count / columns
        var order = Array(0..<rowCount)
        if let sort = currentSort, (0..<columns).contains(sort.column) {
            order.sort { left, right in
                let a = cells[left * columns + sort.column]
                let b = cells[right * columns + sort.column]
                let ordered = Self.compare(a, b)
                if ordered == .orderedSame { return left < right }
                return sort.ascending ? ordered == .orderedAscending : ordered == .orderedDescending
            }
        }
        self.order = order
        table.sort = currentSort
        table.setRows(count: rowCount) { row in
            let start = order[row] * columns
            return Array(cells[start..<start + columns])
        }
        table.selectedIndex = selectedFieldRow.flatMap { order.firstIndex(of: $0) }
    }

    /// Numbers by value, other text alphabetically ignoring case.
    private static func compare(_ a: String, _ b: String) -> ComparisonResult {
        if let x = Double(a), let y = Double(b) {
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        let x = a.lowercased()
        let y = b.lowercased()
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
}
