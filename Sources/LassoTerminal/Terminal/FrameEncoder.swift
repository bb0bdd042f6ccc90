/// Turns a frame into the bytes that change the terminal from the previous frame to it.
///
/// Only cells that differ are written: the cursor jumps to each run of changed cells (a short
/// relative move within a row), attributes are set only when they change, and the whole frame
/// is wrapped in synchronized-update markers so it appears at once. Without a previous frame
/// of the same size, the screen is cleared and every non-blank cell written.
public struct FrameEncoder: Sendable {
    /// The attributes the terminal currently draws with, when known.
    private var pen: CellAttributes?

    /// Creates an encoder that assumes nothing about the terminal's state.
    public init() {}

    /// Forgets the terminal's drawing attributes (after something else wrote to it).
    public mutating func reset() {
        pen = nil
    }

    /// The bytes that turn `previous` into `next` on the terminal, and what they cost. Empty when
    /// nothing changed. A `previous` of another size (or `nil`) means a full redraw.
    public mutating func encode(from previous: CellGrid?, to next: CellGrid) -> (bytes: [UInt8], stats: FrameStats) {
        let isFull = previous == nil || previous?.width != next.width || previous?.height != next.height
        var output = ""
        var stats = FrameStats(isFullRedraw: isFull)
        var cursor: CellPosition?

        if isFull {
            pen = .plain
            output += ANSI.resetAttributes + ANSI.clearScreen
        }
        for y in 0..<next.height {
            var x = 0
            while x < next.width {
                let cell = next[x, y]
                let changed: Bool
                if let previous, !isFull {
                    changed = cell != previous[x, y]
                } else {
                    // After clearing the screen, only non-blank cells need writing.
                    changed = !(cell.character == " " && cell.attributes.isPlain) && !cell.isContinuation
                }
                guard changed else {
                    stats.cellsSkipped += 1
                    x += 1
                    continue
                }
                var column = x
                var drawn = cell
                if drawn.isContinuation {
                    // Redraw the wide character this half belongs to.
                    column = max(0, x - 1)
                    drawn = next[column, y]
                }
                if drawn.isContinuation { drawn = .blank }
                if cursor != CellPosition(x: column, y: y) {
                    if let at = cursor, at.y == y, at.x < column {
                        if let gap = shortGap(in: next, y: y, from: at.x, to: column) {
                            // Rewriting a few unchanged cells is shorter than moving over them.
                            output += gap
                            stats.cellsEmitted += column - at.x
                            stats.cellsSkipped -= column - at.x
                        } else {
                            output += ANSI.moveRight(column - at.x)
                        }
                    } else {
                        output += ANSI.moveCursor(x: column, y: y)
                    }
                }
                if pen != drawn.attributes {
                    output += ANSI.select(drawn.attributes)
                    pen = drawn.attributes
                }
                output += drawn.character.isEmpty ? " " : drawn.character
                let advance = max(1, drawn.width)
                stats.cellsEmitted += 1
                let nextColumn = column + advance
                cursor = nextColumn < next.width ? CellPosition(x: nextColumn, y: y) : nil
                x = max(x + 1, nextColumn)
            }
        }
        guard !output.isEmpty else { return ([], stats) }
        let bytes = Array((ANSI.beginSynchronizedUpdate + output + ANSI.endSynchronizedUpdate).utf8)
        stats.bytesWritten = bytes.count
        return (bytes, stats)
    }

    /// The characters of the cells from column `start` up to `end` on row `y`, when there are at
    /// most three, each one column wide and drawn with the current attributes; otherwise `nil`.
    private func shortGap(in grid: CellGrid, y: Int, from start: Int, to end: Int) -> String? {
        guard end - start <= 3, let pen else { return nil }
        var text = ""
        for x in start..<end {
            let cell = grid[x, y]
            guard cell.width == 1, cell.attributes == pen else { return nil }
            text += cell.character
        }
        return text
    }
}
