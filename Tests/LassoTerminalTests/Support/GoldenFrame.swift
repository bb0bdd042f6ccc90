import Testing
@testable import LassoTerminal

/// Compares a rendered grid with a golden frame written as plain text, one line per row
/// (trailing spaces trimmed), and optionally its attribute map (see `CellGrid.attributeText`).
///
/// A mismatch records one issue showing expected and actual frames side by side, row by row,
/// with differing rows marked, and the actual frame once more ready to paste as the new golden.
func expectFrame(
    _ grid: CellGrid,
    _ expected: String,
    attributes expectedAttributes: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    compare(actual: grid.text, expected: expected, what: "frame", height: grid.height, sourceLocation: sourceLocation)
    if let expectedAttributes {
        compare(actual: grid.attributeText, expected: expectedAttributes, what: "attributes", height: grid.height, sourceLocation: sourceLocation)
    }
}

private func normalized(_ text: String, height: Int) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingTrailingSpaces()) }
    while lines.count < height { lines.append("") }
    return lines
}

private func compare(actual: String, expected: String, what: String, height: Int, sourceLocation: SourceLocation) {
    let actualLines = normalized(actual, height: height)
    let expectedLines = normalized(expected, height: height)
    guard actualLines != expectedLines else { return }
    let width = max(12, expectedLines.map(\.count).max() ?? 0)
    var report = ["\(what) differs from the golden one (rows marked with !):", "", "    " + "expected".padding(width) + " | actual"]
    for row in 0..<max(actualLines.count, expectedLines.count) {
        let left = row < expectedLines.count ? expectedLines[row] : "<none>"
        let right = row < actualLines.count ? actualLines[row] : "<none>"
        let mark = left == right ? " " : "!"
        let number = String(row).padding(2)
        report.append("\(mark)\(number) \(left.padding(width)) | \(right)")
    }
    report.append("")
    report.append("actual \(what), to paste as the new golden:")
    report.append("\"\"\"")
    report.append(contentsOf: actualLines)
    report.append("\"\"\"")
    Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
}

extension String {
    /// This text padded with spaces to `width` characters (never cut).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

extension StringProtocol {
    fileprivate func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
