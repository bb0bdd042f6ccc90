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

extension CellGrid {
    /// The grid as text with SGR escape sequences for its attributes and colours: one line per
    /// row, each setting attributes where they change and resetting them at its end, trailing
    /// plain spaces trimmed. What a script prints for a snapshot when colour is on.
    public var styledText: String {
        (0..<height).map { row in
            var end = width
            while end > 0, cells[row * width + end - 1] == .blank { end -= 1 }
            var line = ""
            var pen = CellAttributes.plain
            for column in 0..<end {
                let cell = cells[row * width + column]
                guard !cell.isContinuation else { continue }
                if cell.attributes != pen {
                    line += ANSI.select(cell.attributes)
                    pen = cell.attributes
                }
                line += cell.character
            }
            if pen != .plain { line += ANSI.resetAttributes }
            return line
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
