extension CellGrid {
    /// The grid as plain text: one line per row, wide characters once, trailing spaces trimmed.
    /// Rows are separated by newlines; there is one line per row, empty ones included.
    public var text: String { lines.joined(separator: "\n") }

    /// The rows as plain text, trailing spaces trimmed.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isContinuation { line += cell.character }
            }
            return String(line.trimmingTrailingSpaces())
        }
    }

    /// The attributes as text, for snapshots of emphasis: one character per cell (see
    /// ``CellAttributes/summaryCharacter``), the two cells of a wide character alike, trailing
    /// spaces trimmed.
    public var attributeText: String {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                line.append(cells[row * width + column].attributes.summaryCharacter)
            }
            return String(line.trimmingTrailingSpaces())
        }.joined(separator: "\n")
    }
}

extension StringProtocol {
    /// This text without trailing spaces.
    func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex {
            let previous = index(before: end)
            guard self[previous] == " " else { break }
            end = previous
        }
        return self[startIndex..<end]
    }
}
