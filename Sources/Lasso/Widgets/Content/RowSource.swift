/// Rows the user moves through and selects, as a renderer reads them (``WidgetPrimitive/rows(_:)``):
/// a ``List`` is one. A renderer asks only for the rows it shows, so a source of many rows
/// costs what its visible rows cost.
@MainActor
public protocol RowSource: AnyObject {
    /// How many rows there are.
    var rowCount: Int { get }
    /// Row `index`, for `0 ..< rowCount`.
    func row(at index: Int) -> List.Row
    /// The widths of the columns of rows made of cells (``List/Row/cells``).
    var columnWidths: [List.ColumnWidth] { get }
    /// The row the keyboard cursor is on; `nil` only when there are no rows.
    var highlightedIndex: Int? { get }
    /// The chosen row, marked as such, if any.
    var selectedIndex: Int? { get }
    /// Moves the keyboard cursor by `delta` rows, staying within the rows.
    func moveHighlight(by delta: Int)
    /// Selects row `index` as the user would (Enter, a click, a script's `select`).
    func select(row index: Int)
    /// The column headers; none (the default) shows no header row.
    var columnTitles: [String] { get }
    /// The column the rows are sorted by, shown in its header; `nil` (the default) for none.
    var sort: RowSort? { get }
    /// The user clicked the header of `column` (by default nothing happens).
    func didTapColumnHeader(_ column: Int)
    /// Whether rows are indented by their ``List/Row/level`` with a mark of whether they are
    /// expanded (a tree); `false` by default.
    var showsDisclosure: Bool { get }
}

/// The column rows are sorted by, and the direction.
public struct RowSort: Sendable, Equatable, Codable {
    /// The column, from 0.
    public var column: Int
    /// Whether the smallest value comes first.
    public var ascending: Bool

    /// Creates a sort order.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
}

extension RowSource {
    public var columnTitles: [String] { [] }
    public var sort: RowSort? { nil }
    public func didTapColumnHeader(_ column: Int) {}
    public var showsDisclosure: Bool { false }

    /// The rows a fitting column is measured over: all of them while there are at most
    /// ``fittingMeasureLimit``, else only those shown (so a long list costs what it shows).
    public static var fittingMeasureLimit: Int { 2_000 }
}
