/// An outline: nodes with children, which the user expands and collapses, moves through and
/// selects. → expands a node (or goes to its first child), ← collapses it (or goes to its
/// parent), Enter selects; only the rows shown are drawn.
@MainActor
public final class Tree: Widget, RowSource {
    /// One node of the outline.
    public struct Node: Sendable, Equatable {
        /// Names the node, unique in the tree: what expansion and selection refer to.
        public var id: String
        /// The text shown.
        public var title: String
        /// Secondary text shown after the title.
        public var detail: String?
        /// The nodes below it.
        public var children: [Node]

        /// Creates a node; its id is its title unless given.
        public init(_ title: String, id: String? = nil, detail: String? = nil, children: [Node] = []) {
            self.id = id ?? title
            self.title = title
            self.detail = detail
            self.children = children
        }
    }

    /// The top-level nodes.
    public var roots: [Node] { didSet { if roots != oldValue { flatten() } } }

    /// The ids of the expanded nodes. The user's ← and → change it (and call the expansion
    /// handlers); bind it to the state to keep it there.
    public var expandedIDs: Set<String> { didSet { if expandedIDs != oldValue { flatten() } } }

    /// The id of the chosen node, marked as such. Setting it calls no handlers.
    public var selectedID: String? { didSet { if selectedID != oldValue { setNeedsDisplay() } } }

    /// The row the keyboard cursor is on; `nil` only when there are no rows.
    public private(set) var highlightedIndex: Int? {
        didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
    }

    private var shown: [(node: Node, level: Int, parent: Int?)] = []
    private var selectionHandlers: [@MainActor (String) -> Void] = []
    private var expansionHandlers: [@MainActor (Set<String>) -> Void] = []

    /// Creates a tree.
    public init(_ roots: [Node] = [], expandedIDs: Set<String> = []) {
        self.roots = roots
        self.expandedIDs = expandedIDs
        super.init()
        flatten()
    }

    // MARK: - RowSource

    public override var primitive: WidgetPrimitive { .rows(self) }

    /// How many rows are shown (the nodes whose ancestors are all expanded).
    public var rowCount: Int { shown.count }

    /// Row `index`: the node's title and detail, its depth, and whether it is expanded.
    public func row(at index: Int) -> List.Row {
        let (node, level, _) = shown[index]
        var row = List.Row(node.title, detail: node.detail)
        row.level = level
        row.isExpanded = node.children.isEmpty ? nil : expandedIDs.contains(node.id)
        return row
    }

    /// No columns.
    public var columnWidths: [List.ColumnWidth] { [] }

    /// The row of the chosen node, if it is shown.
    public var selectedIndex: Int? { shown.firstIndex { $0.node.id == selectedID } }

    /// Rows are indented by depth, with ▸ and ▾ on nodes with children.
    public var showsDisclosure: Bool { true }

    /// Moves the keyboard cursor by `delta` rows, staying within the rows.
    public func moveHighlight(by delta: Int) {
        guard !shown.isEmpty else { return }
        highlightedIndex = max(0, min(shown.count - 1, (highlightedIndex ?? 0) + delta))
    }

    /// Selects the node of row `index` as the user would.
    public func select(row index: Int) {
        guard shown.indices.contains(index) else {
            return LassoDiagnostics.report("cannot select row \(index) of a tree with \(shown.count) row(s) shown")
        }
        highlightedIndex = index
        let id = shown[index].node.id
        selectedID = id
        for handler in selectionHandlers { handler(id) }
    }

    // MARK: - Expansion

    /// Expands the highlighted node, or moves to its first child when it is expanded (→).
    public func expandHighlighted() {
        guard let index = highlightedIndex, !shown[index].node.children.isEmpty else { return }
        if expandedIDs.contains(shown[index].node.id) {
            moveHighlight(by: 1)
        } else {
            setExpanded(shown[index].node.id, true)
        }
    }

    /// Collapses the highlighted node, or moves to its parent when it is collapsed (←).
    public func collapseHighlighted() {
        guard let index = highlightedIndex else { return }
        let entry = shown[index]
        if !entry.node.children.isEmpty, expandedIDs.contains(entry.node.id) {
            setExpanded(entry.node.id, false)
        } else if let parent = entry.parent {
            highlightedIndex = parent
        }
    }

    private func setExpanded(_ id: String, _ isExpanded: Bool) {
        if isExpanded { expandedIDs.insert(id) } else { expandedIDs.remove(id) }
        for handler in expansionHandlers { handler(expandedIDs) }
    }

    public override var keyCommands: [WidgetKeyCommand] {
        [
            WidgetKeyCommand([.right], "expand, or go to the first child") { [weak self] in self?.expandHighlighted() },
            WidgetKeyCommand([.left], "collapse, or go to the parent") { [weak self] in self?.collapseHighlighted() },
        ]
    }

    // MARK: - Handlers

    /// Registers `handler` for every selection, with the node's id.
    public func onSelect(_ handler: @escaping @MainActor (String) -> Void) {
        selectionHandlers.append(handler)
    }

    /// Registers `handler` for every expansion or collapse by the user, with the expanded ids.
    public func onExpansionChange(_ handler: @escaping @MainActor (Set<String>) -> Void) {
        expansionHandlers.append(handler)
    }

    /// The shown nodes in order, keeping the highlight on the same node where it still shows.
    private func flatten() {
        let highlightedID = highlightedIndex.flatMap { shown.indices.contains($0) ? shown[$0].node.id : nil }
        var result: [(node: Node, level: Int, parent: Int?)] = []
        func visit(_ nodes: [Node], level: Int, parent: Int?) {
            for node in nodes {
                let index = result.count
                result.append((node, level, parent))
                if expandedIDs.contains(node.id) { visit(node.children, level: level + 1, parent: index) }
            }
        }
        visit(roots, level: 0, parent: nil)
        shown = result
        if let highlightedID, let index = shown.firstIndex(where: { $0.node.id == highlightedID }) {
            highlightedIndex = index
        } else {
            highlightedIndex = shown.isEmpty ? nil : min(highlightedIndex ?? 0, shown.count - 1)
        }
        setNeedsDisplay()
    }
}
