import Lasso
import Testing

@testable import LassoTerminal

/// A ``TextPanel`` shows text whole at any width: wrapped, scrolled by the keys of
/// ``KeyBindings``' panel scope, closed by Esc, over a screen that takes no key meanwhile.
@MainActor
@Suite("Text panel")
struct TextPanelTests {
    private let error =
        "Sources/JournalPlugin/Journal.swift:39:56: error: cannot find 'tagg' in scope; did you mean 'tags'?"

    @Test func aLongErrorIsWrappedWholeAtANarrowWidth() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form), size: TerminalSize(width: 40, height: 20))
        app.panel = TextPanel(title: "Build failed", text: error)
        let lines = app.render().grid.lines
        let screen = lines.joined(separator: "\n")
        // The box's inside, row by row, without the spaces where lines wrapped.
        let inside = lines.compactMap { line -> String? in
            guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else {
                return nil
            }
            return String(line[line.index(after: open)..<close])
        }
        .joined().filter { !$0.isWhitespace }
        #expect(screen.contains("Build failed"))
        #expect(inside.contains(error.filter { !$0.isWhitespace }), "\(screen)")
        #expect(screen.contains("Esc close"))
    }

    @Test func itsKeysScrollItAndEscClosesIt() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form), size: TerminalSize(width: 40, height: 12))
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        app.panel = TextPanel(title: "Errors", text: text)
        app.render()
        #expect(app.handle(.down) == .handled)
        #expect(app.panel?.firstLine == 1)
        app.handle(.end)
        let last = app.panel?.firstLine ?? 0
        #expect(app.render().grid.lines.contains { $0.contains("line 30") })
        app.handle(.down)
        #expect(app.panel?.firstLine == last, "the last page ends on the last line")
        app.handle(.home)
        #expect(app.panel?.firstLine == 0)
        // The screen under it takes no key: typing goes nowhere.
        app.handle(.text("x"))
        #expect(form.username.text == "")
        #expect(app.handle(.escape) == .handled)
        #expect(app.panel == nil)
    }

    @Test func itsKeysAreDefinedOnceInTheTable() {
        let keys = KeyBindings.all.filter { $0.scope == .panel }
        #expect(Set(keys.flatMap(\.keys)) == [.up, .down, .pageUp, .pageDown, .home, .end, .escape])
    }
}
