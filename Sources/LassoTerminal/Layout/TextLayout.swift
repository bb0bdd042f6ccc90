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
    /// where possible, inside words longer than a line.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(paragraph, to: width))
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            // A word longer than a line: break it by columns.
            for character in word {
                let columns = DisplayWidth.of(character)
                if lineWidth + columns > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += columns
            }
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
