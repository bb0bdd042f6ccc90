/// One terminal cell: a grapheme cluster and how it is drawn.
///
/// A wide character (CJK, most emoji) occupies its cell and the next one; the next one is a
/// *continuation* cell, with an empty ``character`` and a ``width`` of 0, that is never drawn on
/// its own.
public struct Cell: Sendable, Equatable, Hashable {
    /// The grapheme cluster shown (" " for a blank cell, "" for a continuation cell).
    public var character: String
    /// The columns the character takes: 1, 2 (wide), or 0 for a continuation cell.
    public var width: Int
    /// How the character is drawn.
    public var attributes: CellAttributes

    /// Creates a cell.
    public init(_ character: String, width: Int = 1, attributes: CellAttributes = .plain) {
        self.character = character
        self.width = width
        self.attributes = attributes
    }

    /// A blank cell with plain attributes.
    public static let blank = Cell(" ")

    /// Whether this is the second half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// The continuation cell following a wide character drawn with `attributes`.
    static func continuation(_ attributes: CellAttributes) -> Cell {
        Cell("", width: 0, attributes: attributes)
    }
}
