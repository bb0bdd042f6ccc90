/// A vertical list of rows the user moves through and selects from.
@MainActor
public final class List: Widget, RowSource {
    /// One row: a title and optional detail text, or cells in aligned columns.
    public struct Row: Sendable, Equatable {
        /// The main text (the first cell of a row made of cells).
        public var title: String
        /// Secondary text shown after the title.
        public var detail: String?
        /// The row's text in columns, the title first, aligned with the other rows' cells in
        /// widths the list's ``List/columnWidths`` give; empty for a title-and-detail row.
        public var cells: [String] = []
        /// How deep the row is in a tree (0 at the top), which indents it.
        public var level = 0
        /// Whether the row's children are shown, for a row that has children in a tree; `nil`
        /// for a row without children.
        public var isExpanded: Bool?

        /// Creates a row.
        public init(_ title: String, detail: String? = nil) {
            self.title = title
            self.detail = detail
        }

        /// Creates a row of cells in aligned columns (`["Ada Lovelace", "+44 20 7946 0018"]`);
        /// its title is the first cell.
        public init(cells: [String]) {
            self.title = cells.first ?? ""
            self.detail = nil
            self.cells = cells
        }
    }

    /// How wide a column of cells is.
    public enum ColumnWidth: Sendable, Equatable {
        /// As wide as the column's widest cell.
        case fitting
        /// This many columns of the terminal.
        case fixed(Int)
    }

    /// The widths of the columns of rows made of cells, first column first; columns beyond
    /// these are ``ColumnWidth/fitting``. The last column shown takes at most what is left,
    /// and a cell cut by its column's width ends in an ellipsis.
    public var columnWidths: [ColumnWidth] = [] {
        didSet { if columnWidths != oldValue { setNeedsDisplay() } }
    }

    /// The rows, in order.
    public var rows: [Row] {
        didSet {
            guard rows != oldValue else { return }
            if let highlightedIndex, highlightedIndex >= rows.count {
                self.highlightedIndex = rows.isEmpty ? nil : rows.count - 1
            } else if highlightedIndex == nil, !rows.isEmpty {
                highlightedIndex = 0
            }
            if let selectedIndex, selectedIndex >= rows.count { self.selectedIndex = nil }
            setNeedsDisplay()
        }
    }

    /// The row the keyboard cursor is on; `nil` only when the list is empty.
    public private(set) var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
    }

    /// The chosen row, marked as such: the last row the user selected, or what the state says
    /// (bind it: `list.bind(\.selectedIndex, to: store, \.chosenIndex)`). Setting it calls no
    /// selection handlers; an index outside the rows clears it.
    public var selectedIndex: Int? {
        didSet {
            if let selectedIndex, !rows.indices.contains(selectedIndex) { self.selectedIndex = nil }
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }

    private var selectionHandlers: [@MainActor (Int) -> Void] = []

    /// Creates a list.
    public init(rows: [Row] = []) {
        self.rows = rows
        self.highlightedIndex = rows.isEmpty ? nil : 0
        super.init()
    }

    /// Creates a list of plain titles.
    public convenience init(titles: [String]) {
        self.init(rows: titles.map { Row($0) })
    }

    /// What the primitive says (``Widget/acceptsFocus``); declared here too, as in runtime 1.0's ABI.
    public override var acceptsFocus: Bool { super.acceptsFocus }

    public override var primitive: WidgetPrimitive { .rows(self) }

    /// How many rows there are.
    public var rowCount: Int { rows.count }

    /// Row `index`.
    public func row(at index: Int) -> Row { rows[index] }

    /// Moves the keyboard cursor by `delta` rows, staying within the list.
    public func moveHighlight(by delta: Int) {
        guard !rows.isEmpty else { return }
        highlightedIndex = max(0, min(rows.count - 1, (highlightedIndex ?? 0) + delta))
    }

    /// Registers `handler` for every selection, with the row's index.
    public func onSelect(_ handler: @escaping @MainActor (Int) -> Void) {
        selectionHandlers.append(handler)
    }

    /// Selects row `index` as the user would. Out-of-range indices are refused with a report.
    public func select(row index: Int) {
        guard rows.indices.contains(index) else {
            return LassoDiagnostics.report("cannot select row \(index) of a list with \(rows.count) row(s)")
        }
        highlightedIndex = index
        selectedIndex = index
        for handler in selectionHandlers { handler(index) }
    }

    /// Selects the highlighted row (Enter).
    public func selectHighlighted() {
        if let highlightedIndex { select(row: highlightedIndex) }
    }
}
