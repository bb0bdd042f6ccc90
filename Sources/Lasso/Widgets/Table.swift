/// Rows of cells under column headers, which the user moves through, selects and sorts.
///
/// A table is virtualised: it holds a row count and a way to make row `i`'s cells, and a
/// renderer asks only for the rows it shows, so 100,000 rows cost what the visible ones cost.
/// Bind it to an array in the state (`bindRows(to:_:cells:)`); the state owns the order, so
/// sorting is an action (`bindSort(to:_:)`) and the sort shown follows the state (``sort``).
///
/// Keys: those of a list (↑↓, Page Up/Down, Home/End, Enter), `s` to sort by the next column
/// and `r` to reverse the order; a click on a header sorts by its column (again: reverses).
@MainActor
public final class Table: Widget, RowSource {
    /// One column: its header and its width.
    public struct Column: Sendable, Equatable {
        /// The header.
        public var title: String
        /// How wide it is.
        public var width: List.ColumnWidth

        /// Creates a column.
        public init(_ title: String, width: List.ColumnWidth = .fitting) {
            self.title = title
            self.width = width
        }
    }

    /// The columns, first first.
    public var columns: [Column] { didSet { if columns != oldValue { setNeedsDisplay() } } }

    /// How many rows there are.
    public private(set) var rowCount = 0

    private var makeCells: @MainActor (Int) -> [String] = { _ in [] }

    /// The row the keyboard cursor is on; `nil` only when there are no rows.
    public private(set) var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
    }

    /// The chosen row, marked as such. Setting it calls no handlers; an index outside the rows
    /// clears it.
    public var selectedIndex: Int? {
        didSet {
            if let selectedIndex, !(0..<rowCount).contains(selectedIndex) { self.selectedIndex = nil }
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// The sort the headers show (the state's; the table does not reorder rows itself).
    public var sort: RowSort? { didSet { if sort != oldValue { setNeedsDisplay() } } }

    private var selectionHandlers: [@MainActor (Int) -> Void] = []
    private var sortHandlers: [@MainActor (RowSort) -> Void] = []

    /// Creates a table with `columns` and no rows.
    public init(columns: [Column]) {
        self.columns = columns
        super.init()
    }

    /// Shows `count` rows, row `i` made of `cells(i)` (asked for only while it is shown).
    public func setRows(count: Int, cells: @escaping @MainActor (Int) -> [String]) {
        rowCount = max(0, count)
        makeCells = cells
        if let highlightedIndex, highlightedIndex >= rowCount {
            self.highlightedIndex = rowCount == 0 ? nil : rowCount - 1
        } else if highlightedIndex == nil, rowCount > 0 {
            highlightedIndex = 0
        }
        if let selectedIndex, selectedIndex >= rowCount { self.selectedIndex = nil }
        setNeedsDisplay()
    }

    // MARK: - RowSource

    public override var primitive: WidgetPrimitive { .rows(self) }

    /// Row `index` as cells.
    public func row(at index: Int) -> List.Row { List.Row(cells: makeCells(index)) }

    /// The columns' widths.
    public var columnWidths: [List.ColumnWidth] { columns.map(\.width) }

    /// The columns' headers.
    public var columnTitles: [String] { columns.map(\.title) }

    /// Moves the keyboard cursor by `delta` rows, staying within the rows.
    public func moveHighlight(by delta: Int) {
        guard rowCount > 0 else { return }
        highlightedIndex = max(0, min(rowCount - 1, (highlightedIndex ?? 0) + delta))
    }

    /// Selects row `index` as the user would. Out-of-range indices are refused with a report.
    public func select(row index: Int) {
        guard (0..<rowCount).contains(index) else {
            return LassoDiagnostics.report("cannot select row \(index) of a table with \(rowCount) row(s)")
        }
        highlightedIndex = index
        selectedIndex = index
        for handler in selectionHandlers { handler(index) }
    }

    /// Sorts by `column`, or reverses the order when the rows are sorted by it already.
    public func didTapColumnHeader(_ column: Int) {
        guard columns.indices.contains(column) else { return }
        requestSort(RowSort(column: column, ascending: sort?.column == column ? !(sort?.ascending ?? false) : true))
    }

    // MARK: - Handlers

    /// Registers `handler` for every selection, with the row's index.
    public func onSelect(_ handler: @escaping @MainActor (Int) -> Void) {
        selectionHandlers.append(handler)
    }

    /// Registers `handler` for every sort the user asks for.
    public func onSort(_ handler: @escaping @MainActor (RowSort) -> Void) {
        sortHandlers.append(handler)
    }

    /// Asks for `sort` as the user would.
    public func requestSort(_ sort: RowSort) {
        for handler in sortHandlers { handler(sort) }
    }

    public override var keyCommands: [WidgetKeyCommand] {
        guard !columns.isEmpty else { return [] }
        return [
            WidgetKeyCommand([.character("s")], "sort by the next column") { [weak self] in
                guard let self else { return }
                requestSort(RowSort(column: sort.map { ($0.column + 1) % columns.count } ?? 0))
            },
            WidgetKeyCommand([.character("r")], "reverse the order") { [weak self] in
                guard let self else { return }
                let current = sort ?? RowSort(column: 0)
                requestSort(RowSort(column: current.column, ascending: !current.ascending))
            },
        ]
    }
}

extension Table {
    /// Shows the array at `keyPath` of the state, one row per element made of `cells(element)`.
    /// The array is held, not copied or mapped: a change costs what the visible rows cost.
    public func bindRows<Store: StateObservable, Element: Equatable>(
        to store: Store, _ keyPath: KeyPath<Store.State, [Element]>,
        cells: @escaping @MainActor (Element) -> [String]
    ) {
        store.observeState(keyPath) { [weak self] (elements: [Element]) in
            self?.setRows(count: elements.count) { cells(elements[$0]) }
        }
    }

    /// Dispatches the action `makeAction` makes from the sort the user asks for.
    public func bindSort<Store: ActionDispatchable>(
        to store: Store, _ makeAction: @escaping @MainActor (RowSort) -> Store.Action
    ) {
        onSort { store.dispatchAction(makeAction($0)) }
    }

    /// Dispatches the action `makeAction` makes from the selected row's index.
    public func bindSelection<Store: ActionDispatchable>(
        to store: Store, _ makeAction: @escaping @MainActor (Int) -> Store.Action
    ) {
        onSelect { store.dispatchAction(makeAction($0)) }
    }
}
