import Lasso
import Testing

@testable import LassoTerminal

@MainActor
@Suite("Frame output")
struct FrameEncoderTests {
    private func grid(_ lines: [String], width: Int = 10) -> CellGrid {
        var grid = CellGrid(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { grid.put(line, x: 0, y: row) }
        return grid
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("The first frame clears the screen and writes every non-blank cell, synchronized")
    func firstFrame() {
        var encoder = FrameEncoder()
        let (bytes, stats) = encoder.encode(from: nil, to: grid(["ab", "  c"]))
        let output = text(bytes)
        #expect(stats.isFullRedraw)
        #expect(stats.cellsEmitted == 3)
        #expect(stats.cellsSkipped == 17)
        #expect(output.hasPrefix("\u{1B}[?2026h"))
        #expect(output.hasSuffix("\u{1B}[?2026l"))
        #expect(output.contains("\u{1B}[2J"))
        #expect(stats.bytesWritten == bytes.count)
    }

    @Test("A one-cell change emits only that cell: a cursor move and the character")
    func oneCell() {
        var encoder = FrameEncoder()
        let before = grid(["hello", "world"])
        _ = encoder.encode(from: nil, to: before)
        var after = before
        after.put("W", x: 0, y: 1)
        let (bytes, stats) = encoder.encode(from: before, to: after)
        #expect(!stats.isFullRedraw)
        #expect(stats.cellsEmitted == 1)
        #expect(stats.cellsSkipped == 19)
        #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[2;1HW\u{1B}[?2026l")
        #expect(bytes.count < 64)
    }

    @Test("An unchanged frame writes nothing")
    func unchanged() {
        var encoder = FrameEncoder()
        let frame = grid(["same"])
        _ = encoder.encode(from: nil, to: frame)
        let (bytes, stats) = encoder.encode(from: frame, to: frame)
        #expect(bytes.isEmpty)
        #expect(stats.cellsEmitted == 0)
        #expect(stats.bytesWritten == 0)
    }

    @Test("Attributes are set only when they change; nearby cells use a short move")
    func attributesAndMoves() {
        var encoder = FrameEncoder()
        let before = grid(["abcdef"])
        _ = encoder.encode(from: nil, to: before)
        var after = before
        after.put("B", x: 1, y: 0, attributes: .reverse)
        after.put("E", x: 4, y: 0, attributes: .reverse)
        let (bytes, stats) = encoder.encode(from: before, to: after)
        #expect(stats.cellsEmitted == 2)
        #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[1;2H\u{1B}[0;7mB\u{1B}[2CE\u{1B}[?2026l")
    }

    @Test("A short run of unchanged cells between changes is rewritten instead of jumped over")
    func shortGaps() {
        var encoder = FrameEncoder()
        let before = grid(["abcdefghij"])
        _ = encoder.encode(from: nil, to: before)
        var after = before
        after.put("B", x: 1, y: 0)
        after.put("D", x: 3, y: 0)
        after.put("J", x: 9, y: 0)
        let (bytes, stats) = encoder.encode(from: before, to: after)
        #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[1;2HBcD\u{1B}[5CJ\u{1B}[?2026l")
        #expect(stats.cellsEmitted == 4)
        #expect(stats.cellsSkipped == 6)
    }

    @Test("A changed wide character is written once for its two cells")
    func wide() {
        var encoder = FrameEncoder()
        let before = grid(["ab"])
        _ = encoder.encode(from: nil, to: before)
        let after = grid(["中"])
        let (bytes, stats) = encoder.encode(from: before, to: after)
        #expect(stats.cellsEmitted == 1)
        #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[1;1H中\u{1B}[?2026l")
    }

    @Test("Replacing a wide character with narrow ones writes both cells")
    func wideToNarrow() {
        var encoder = FrameEncoder()
        let before = grid(["中"])
        _ = encoder.encode(from: nil, to: before)
        let after = grid(["xy"])
        let (bytes, stats) = encoder.encode(from: before, to: after)
        #expect(stats.cellsEmitted == 2)
        #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[1;1Hxy\u{1B}[?2026l")
    }

    @Test("A different size means a full redraw")
    func resize() {
        var encoder = FrameEncoder()
        let small = grid(["ab"], width: 4)
        _ = encoder.encode(from: nil, to: small)
        let (_, stats) = encoder.encode(from: small, to: grid(["ab"], width: 6))
        #expect(stats.isFullRedraw)
    }

    @Test("The screen writes one write per changed frame, full only at first and after invalidation")
    func screen() {
        let output = MemoryOutput()
        let screen = TerminalScreen(output: output)
        screen.enter()
        #expect(output.writes.count == 1)
        #expect(output.text.contains("\u{1B}[?1049h"))
        #expect(output.text.contains("\u{1B}[?25l"))
        #expect(output.text.contains("\u{1B}[?2004h"))

        let first = grid(["one"])
        #expect(screen.present(first).isFullRedraw)
        #expect(output.writes.count == 2)
        var second = first
        second.put("O", x: 0, y: 0)
        let stats = screen.present(second)
        #expect(!stats.isFullRedraw)
        #expect(stats.cellsEmitted == 1)
        #expect(output.writes.count == 3)
        screen.present(second)
        #expect(output.writes.count == 3, "nothing changed, nothing written")
        screen.invalidate()
        #expect(screen.present(second).isFullRedraw)
        #expect(screen.frameCount == 4)

        screen.leave()
        let restore = String(decoding: output.writes.last ?? [], as: UTF8.self)
        #expect(restore.contains("\u{1B}[?1049l"))
        #expect(restore.contains("\u{1B}[?25h"))
        #expect(restore.contains("\u{1B}[?2004l"))
    }

    @Test("Typing one character into a focused field costs few bytes and no full redraw")
    func typingCost() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        let screen = TerminalScreen(output: MemoryOutput())
        screen.present(app.render().grid)
        app.handle(.text("a"))
        #expect(!screen.present(app.render().grid).isFullRedraw, "the placeholder goes away")
        for character in "lice" {
            app.handle(.text(String(character)))
            let stats = screen.present(app.render().grid)
            #expect(!stats.isFullRedraw)
            #expect(stats.cellsEmitted <= 3, "the character, the cursor cell")
            #expect(stats.bytesWritten < 64)
        }
    }
}
