import Lasso
import Testing

@testable import LassoTerminal

/// List rows made of cells, in aligned columns measured in display columns.
@MainActor
@Suite("List columns")
struct ListColumnsTests {
    private let people = [
        List.Row(cells: ["Ada Lovelace", "+44 20 7946 0018", "London"]),
        List.Row(cells: ["Alan Turing", "+44 20 7946 0954", "Wilmslow"]),
        List.Row(cells: ["松本行弘", "+81 3 5555 0123", "松江"]),
    ]

    private func frame(_ list: List, width: Int) -> [String] {
        let controller = ViewController()
        controller.view = list
        return TerminalApp(window: makeWindow(controller), size: TerminalSize(width: width, height: 10)).render().grid
            .lines
    }

    @Test("Cells line up under each other, wide characters counted as two columns")
    func cellsAlign() {
        let lines = frame(List(rows: people), width: 60)
        #expect(lines[1] == " >  Ada Lovelace  +44 20 7946 0018  London")
        #expect(lines[2] == "    Alan Turing   +44 20 7946 0954  Wilmslow")
        #expect(lines[3] == "    松本行弘      +81 3 5555 0123   松江")
    }

    @Test("A fixed width cuts longer cells with an ellipsis; the last column takes what is left")
    func fixedWidthsAndTheLastColumn() {
        let list = List(rows: people)
        list.columnWidths = [.fixed(8)]
        let lines = frame(list, width: 40)
        #expect(lines[1] == " >  Ada Lov…  +44 20 7946 0018  London")
        #expect(lines[2] == "    Alan Tu…  +44 20 7946 0954  Wilmsl…")
        #expect(lines[3] == "    松本行弘  +81 3 5555 0123   松江")
    }

    @Test("The widths: each column its own while room is left, none after the last one shown")
    func widths() {
        let widths = ListColumns.widths(of: people, columnWidths: [.fitting, .fixed(4)], in: 20)
        #expect(widths == [12, 4, 0])
        #expect(ListColumns.widths(of: [List.Row("no cells")], columnWidths: [], in: 20) == [])
    }
}
