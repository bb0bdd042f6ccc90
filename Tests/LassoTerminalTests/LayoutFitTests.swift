import Lasso
import Testing

@testable import LassoTerminal

/// A search screen: a query field with a button beside it, a list whose rows are longer than
/// narrow windows, and a note field on its own row.
@MainActor
private final class SearchViewController: ViewController {
    let query = TextField(placeholder: "Search")

    override init() {
        super.init()
        title = "Search"
    }

    override func viewDidLoad() {
        let results = List(rows: [
            List.Row("Ada Lovelace", detail: "Analytical Engine notes, London, 1843"),
            List.Row("Grace Brewster Murray Hopper, Rear Admiral", detail: "COBOL"),
            List.Row("Alan Turing"),
        ])
        view = Stack(
            spacing: 1,
            [
                Stack(axis: .horizontal, spacing: 1, [query, Button("Go")]),
                results,
                TextField(placeholder: "Note"),
            ])
    }
}

/// Layouts that fit the window: modals sized to their content, text fields as wide as they are
/// given, an ellipsis where text is cut; golden frames at 40x10, 80x24 and 200x60.
@MainActor
@Suite("Layout that fits the window")
struct LayoutFitTests {
    private func searchWindow() -> Window {
        makeWindow(NavigationController(rootViewController: SearchViewController()))
    }

    private func frame(_ window: Window, _ width: Int, _ height: Int) -> CellGrid {
        TerminalApp(window: window, size: TerminalSize(width: width, height: height)).render().grid
    }

    /// A one-line alert over the search screen.
    private func alertWindow() -> Window {
        let window = searchWindow()
        window.rootViewController?.present(
            MessageViewController(title: "Saved", message: "Your search is saved.", buttons: [Button("OK")]))
        return window
    }

    /// The sizes every layout is checked at, with the names of the golden frames of the search
    /// screen and of the alert over it (`__Snapshots__/LayoutFitTests/frame.<name>.txt`).
    nonisolated static let sizes: [(width: Int, height: Int, search: String, alert: String)] = [
        (40, 10, "search40x10", "modal40x10"),
        (80, 24, "search80x24", "modal80x24"),
        (200, 60, "search200x60", "modal200x60"),
    ]

    @Test(
        "Text fields take the width they are given up to their maximum (40 columns by default), beside a button what it leaves; list rows too long end in an ellipsis",
        arguments: sizes.indices
    )
    func fieldsAndListsFitTheWidth(size: Int) {
        let (width, height, golden, _) = Self.sizes[size]
        expectFrame(frame(searchWindow(), width, height), named: golden)
    }

    @Test("A one-line modal is sized to its content and centred", arguments: sizes.indices)
    func modalFitsItsContent(size: Int) {
        let (width, height, _, golden) = Self.sizes[size]
        expectFrame(frame(alertWindow(), width, height), named: golden)
    }

    @Test("A modal whose content is larger than the window takes the window, and its list scrolls")
    func modalAtMostTheWindow() {
        let window = searchWindow()
        let long = ViewController()
        long.title = "All results"
        long.view = List(titles: (1...40).map { "Result \($0)" })
        window.rootViewController?.present(long)
        let grid = frame(window, 40, 10)
        #expect(grid.lines[0].hasPrefix("┌─ All results"))
        #expect(grid.lines[7].hasPrefix("└"))
        #expect(grid.lines.contains { $0.contains("↓") })
    }

    @Test("Typing past the end of a field scrolls it by half its width, so most keys redraw two cells")
    func fieldScrollsByHalfItsWidth() {
        let controller = SearchViewController()
        let app = TerminalApp(
            window: makeWindow(NavigationController(rootViewController: controller)),
            size: TerminalSize(width: 40, height: 10))
        let screen = TerminalScreen(output: MemoryOutput())
        screen.present(app.render().grid)
        var emitted: [Int] = []
        for character in "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ" {
            app.handle(.text(String(character)))
            emitted.append(screen.present(app.render().grid).cellsEmitted)
        }
        // The field shows 29 columns: at its end the cursor jumps back to the middle (twice here).
        #expect(app.render().text.contains("[456789ABCDEFGHIJ_____________]"))
        #expect(emitted.filter { $0 > 2 }.count == 3, "\(emitted)")
    }
}
