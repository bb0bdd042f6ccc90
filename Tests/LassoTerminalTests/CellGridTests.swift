import Testing

@testable import LassoTerminal

@Suite("Cell grid")
struct CellGridTests {
    @Test("Text renders as trimmed lines, one per row")
    func plainText() {
        var grid = CellGrid(width: 10, height: 3)
        grid.put("Hello", x: 1, y: 0)
        grid.put("x", x: 9, y: 2)
        #expect(grid.lines == [" Hello", "", "         x"])
        #expect(grid.text == " Hello\n\n         x")
    }

    @Test("A wide character takes its cell and a continuation cell")
    func wideCharacters() {
        var grid = CellGrid(width: 6, height: 1)
        let end = grid.put("a中b", x: 0, y: 0)
        #expect(end == 4)
        #expect(grid[1, 0].character == "中")
        #expect(grid[1, 0].width == 2)
        #expect(grid[2, 0].isContinuation)
        #expect(grid[3, 0].character == "b")
        #expect(grid.text == "a中b")
    }

    @Test("A wide character that does not fit at the edge becomes a space")
    func wideAtEdge() {
        var grid = CellGrid(width: 3, height: 1)
        grid.put("ab中", x: 0, y: 0)
        #expect(grid.text == "ab")
        #expect(!grid[2, 0].isContinuation)
    }

    @Test("Overwriting half of a wide character blanks the other half")
    func overwritingHalf() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("中", x: 1, y: 0)
        grid.put("x", x: 2, y: 0)
        #expect(grid[1, 0].character == " ")
        #expect(grid[2, 0].character == "x")
        grid.put("日", x: 0, y: 0)
        grid.put("y", x: 0, y: 0)
        #expect(grid[1, 0].character == " ")
        #expect(!grid[1, 0].isContinuation)
    }

    @Test("Combining marks stay with their base; a lone mark joins the previous cell")
    func combiningMarks() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("e\u{301}a", x: 0, y: 0)
        #expect(grid[0, 0].character == "e\u{301}")
        #expect(grid[1, 0].character == "a")
        grid.put("\u{308}", x: 2, y: 0)
        #expect(grid[1, 0].character == "a\u{308}")
        #expect(grid[2, 0].character == " ")
    }

    @Test("Control characters are skipped and tabs become spaces")
    func controls() {
        var grid = CellGrid(width: 8, height: 1)
        grid.put("a\u{7}b\tc\u{1B}", x: 0, y: 0)
        #expect(grid.text == "ab c")
    }

    @Test("Attributes are kept per cell and summarised for snapshots")
    func attributes() {
        var grid = CellGrid(width: 8, height: 1)
        grid.put("ab", x: 0, y: 0, attributes: .bold)
        grid.put("cd", x: 3, y: 0, attributes: .reverse)
        grid.put("e", x: 6, y: 0, attributes: CellAttributes(foreground: .standard(1)))
        #expect(grid[0, 0].attributes.bold)
        #expect(grid.attributeText == "BB RR C")
    }

    @Test("Writing outside the grid is ignored")
    func outside() {
        var grid = CellGrid(width: 3, height: 1)
        grid.put("abcdef", x: -2, y: 0)
        grid.put("zz", x: 0, y: 5)
        #expect(grid.text == "cde")
        #expect(CellGrid(width: -1, height: -1).text == "")
    }

    @Test("Text fits into a width: truncation and word wrapping")
    func textLayout() {
        #expect(TextLayout.truncate("Hello world", to: 8) == "Hello w…")
        #expect(TextLayout.truncate("Hi", to: 8) == "Hi")
        #expect(TextLayout.wrap("the quick brown fox", to: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("a\nb", to: 4) == ["a", "b"])
        #expect(TextLayout.wrap("type  third", to: 20) == ["type  third"], "runs of spaces are kept")
        #expect(TextLayout.wrap("  indented", to: 20) == ["  indented"])
        #expect(TextLayout.wrap("ab   cd", to: 3) == ["ab", "cd"], "the spaces where a line breaks go")
        #expect(TextLayout.wrap("日本語です", to: 5) == ["日本", "語で", "す"])
    }

    @Test("Sizes parse from WxH")
    func sizes() {
        #expect(TerminalSize(parsing: "80x24") == TerminalSize(width: 80, height: 24))
        #expect(TerminalSize(parsing: "120X40") == TerminalSize(width: 120, height: 40))
        #expect(TerminalSize(parsing: "80") == nil)
        #expect(TerminalSize(parsing: "0x10") == nil)
        #expect(TerminalSize(parsing: "axb") == nil)
        #expect(TerminalSize(parsing: "80x24x2") == nil)
        #expect(TerminalSize.standard.description == "80x24")
    }
}
