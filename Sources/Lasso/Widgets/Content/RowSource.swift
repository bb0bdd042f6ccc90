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
}

extension RowSource {
    /// The rows a fitting column is measured over: all of them while there are at most
    /// ``fittingMeasureLimit``, else only those shown (so a long list costs what it shows).
    public static var fittingMeasureLimit: Int { 2_000 }
}
