import Yams

/// A position in a config file: line and column, both starting at 1.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1.
    package let line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    package let column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of the file.
    package static let start = SourcePosition(line: 1, column: 1)

    /// `line:column`.
    package var description: String { "\(line):\(column)" }

    /// Orders locations as they appear in the file.
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourcePosition {
    /// The location of a YAML mark (the start of the file when there is none).
    init(_ mark: Mark?) {
        if let mark {
            self.init(line: max(mark.line, 1), column: max(mark.column, 1))
        } else {
            self = .start
        }
    }

    /// The location where `node` starts.
    init(of node: Node) {
        self.init(node.mark)
    }
}
