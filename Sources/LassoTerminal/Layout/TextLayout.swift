/// Fitting text into a number of columns: truncation and word wrapping by display width.
enum TextLayout {
    /// `text` cut to at most `width` columns, ending in "…" when it was cut.
    static func truncate(_ text: some StringProtocol, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return String(text) }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `width` columns: at explicit newlines, between words
    /// where possible, inside words longer than a line; spaces inside a line are kept.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(paragraph, to: width))
        }
        return lines
    }

    /// One paragraph in lines: runs of spaces are kept inside a line (a label keeps the spaces
    /// it was given), and the spaces where a line breaks are dropped.
    private static func wrapParagraph(_ paragraph: Substring, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = 0
        var word = ""

        func breakLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        func place(_ word: String) {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth + pendingSpaces + wordWidth <= width {
                line += String(repeating: " ", count: pendingSpaces) + word
                lineWidth += pendingSpaces + wordWidth
                return
            }
            if lineWidth > 0 { breakLine() }
            if wordWidth <= width {
                line = word
                lineWidth = wordWidth
                return
            }
            // A word longer than a line: break it by columns.
            for character in word {
                let columns = DisplayWidth.of(character)
                if lineWidth + columns > width, lineWidth > 0 { breakLine() }
                line.append(character)
                lineWidth += columns
            }
        }
        for character in paragraph {
            if character == " " {
                if !word.isEmpty {
                    place(word)
                    word = ""
                    pendingSpaces = 0
                }
                pendingSpaces += 1
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { place(word) }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
