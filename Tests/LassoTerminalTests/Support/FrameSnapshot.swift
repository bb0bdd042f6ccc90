import SnapshotSupport
import SnapshotTesting

@testable import LassoTerminal

extension Snapshotting where Value == CellGrid, Format == String {
    /// A frame as text: one line per terminal row, trailing spaces trimmed.
    static var frame: Snapshotting {
        Snapshotting<String, String>.lines.pullback { rows($0.text, height: $0.height) }
    }

    /// A frame's attribute map (`CellGrid.attributeText`), one letter per cell: R reversed,
    /// B bold, D dim, U underlined, C coloured; one line per row, trailing spaces trimmed.
    static var attributes: Snapshotting {
        Snapshotting<String, String>.lines.pullback { rows($0.attributeText, height: $0.height) }
    }
}

/// `text`'s lines with trailing spaces trimmed, `height` of them at least, each ending in a newline.
private func rows(_ text: String, height: Int) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.trimmingTrailingSpaces())
    }
    while lines.count < height { lines.append("") }
    return lines.map { $0 + "\n" }.joined()
}

/// Expects a rendered grid to equal the reference frame `__Snapshots__/<test file>/frame.<name>.txt`
/// and, with `attributes`, its attribute map `attributes.<name>.txt` (see `Snapshotting.frame`
/// and `.attributes`). A mismatch records an issue at the caller's line with a diff of the rows.
func expectFrame(
    _ grid: CellGrid,
    named name: String,
    attributes: Bool = false,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    expectSnapshot(
        of: grid, as: .frame, named: name, testName: "frame", fileID: fileID, file: filePath, line: line, column: column
    )
    if attributes {
        expectSnapshot(
            of: grid, as: .attributes, named: name, testName: "attributes", fileID: fileID, file: filePath, line: line,
            column: column)
    }
}

extension StringProtocol {
    fileprivate func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
