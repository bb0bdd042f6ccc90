import Lasso
import Testing

@testable import LassoTerminal

/// A screen taller than most windows: a heading, eleven options with a button each, and a
/// Save button at the bottom.
@MainActor
private final class PreferencesViewController: ViewController {
    let save = Button("Save")

    override init() {
        super.init()
        title = "Preferences"
    }

    override func viewDidLoad() {
        let options: [Widget] = (1...11).map { number in
            Stack(axis: .horizontal, spacing: 1, [Label("Option \(number):"), Button("Change \(number)")])
        }
        view = Stack(spacing: 1, [Label("Preferences for the whole app")] + options + [save])
    }
}

/// A screen with a heading and a list of three hundred rows.
@MainActor
private final class LongListViewController: ViewController {
    override init() {
        super.init()
        title = "Numbers"
    }

    override func viewDidLoad() {
        view = Stack(
            spacing: 1,
            [
                Label("Three hundred rows"),
                List(rows: (1...300).map { List.Row("Row \($0)", detail: "number \($0)") }),
            ])
    }
}

/// Scrolling: screens taller than the window, lists by line and page, focus scrolled into
/// view, and the scroll view widget; golden frames at 40x10, 80x24 and 200x60.
@MainActor
@Suite("Scrolling")
struct ScrollingTests {
    private func app(_ controller: ViewController, _ width: Int, _ height: Int) -> TerminalApp {
        TerminalApp(
            window: makeWindow(NavigationController(rootViewController: controller)),
            size: TerminalSize(width: width, height: height))
    }

    /// The preferences screen at `width` x `height`, focus moved down to its Save button with Tab.
    private func preferencesFocusedOnSave(_ width: Int, _ height: Int) -> TerminalApp {
        let controller = PreferencesViewController()
        let app = app(controller, width, height)
        app.render()
        while app.focusedWidget !== controller.save {
            app.handle(.tab)
            app.render()
        }
        return app
    }

    /// The sizes every behaviour is checked at, with the names of its golden frames
    /// (`__Snapshots__/ScrollingTests/frame.<name>.txt`): the tall screen as it opens, with focus
    /// moved to its last button (at 200x60 the screen fits, so the frame is the one it opens with),
    /// and the long list two pages down.
    nonisolated static let sizes: [(width: Int, height: Int, tall: String, focused: String, paged: String)] = [
        (40, 10, "tall40x10", "focused40x10", "paged40x10"),
        (80, 24, "tall80x24", "focused80x24", "paged80x24"),
        (200, 60, "tall200x60", "tall200x60", "paged200x60"),
    ]

    @Test("A screen taller than the window shows its top with a scroll bar", arguments: sizes.indices)
    func tallScreenScrolls(size: Int) {
        let (width, height, golden, _, _) = Self.sizes[size]
        expectFrame(app(PreferencesViewController(), width, height).render().grid, named: golden)
    }

    @Test("Focus moving to a widget below the window scrolls it into view", arguments: sizes.indices)
    func focusScrollsIntoView(size: Int) {
        let (width, height, _, golden, _) = Self.sizes[size]
        let app = preferencesFocusedOnSave(width, height)
        expectFrame(app.render().grid, named: golden)
    }

    @Test(
        "Page Down moves a list's highlight a page at a time, and the highlighted row stays visible",
        arguments: sizes.indices)
    func listScrollsByPage(size: Int) {
        let (width, height, _, _, golden) = Self.sizes[size]
        let app = app(LongListViewController(), width, height)
        app.render()
        app.handle(.pageDown)
        app.render()
        app.handle(.pageDown)
        expectFrame(app.render().grid, named: golden)
    }

    @Test("End and Home take a list to its last and first rows, and back by line scrolls one row")
    func listScrollsToEndsAndByLine() {
        let app = app(LongListViewController(), 40, 10)
        app.render()
        app.handle(.end)
        #expect(app.render().text.contains(">  Row 300"))
        app.handle(.up)
        let lines = app.render().grid.lines
        #expect(lines.contains { $0.contains(">  Row 299") })
        #expect(lines.contains { $0.contains("   Row 300") })
        app.handle(.home)
        #expect(app.render().text.contains(">  Row 1 "))
    }

    @Test("Going back up scrolls the screen back only as far as the focused widget needs")
    func focusBackUpScrollsBack() {
        let app = preferencesFocusedOnSave(40, 10)
        app.handle(.backTab)
        let text = app.render().text
        #expect(text.contains("[ Change 11 ]"))
        #expect(text.contains("[ Save ]"), "the screen moved further than the focused button needed:\n\(text)")
        for _ in 1...10 {
            app.handle(.backTab)
            app.render()
        }
        let lines = app.render().grid.lines
        #expect(lines.contains { $0.contains("[ Change 1 ]") }, "\(lines)")
        #expect(!lines.contains { $0.contains("[ Save ]") })
    }

    @Test("A resize keeps the focused widget visible")
    func resizeKeepsFocusVisible() {
        let app = preferencesFocusedOnSave(80, 24)
        #expect(app.render().text.contains("[ Save ]"))
        for (width, height) in [(40, 10), (60, 12), (50, 14), (200, 60)] {
            app.size = TerminalSize(width: width, height: height)
            let text = app.render().text
            #expect(text.contains("[ Save ]"), "at \(width)x\(height):\n\(text)")
        }
    }

    @Test("A scroll view scrolls wide content across, with a scroll bar below it, and follows focus")
    func horizontalScrollView() {
        let controller = ViewController()
        let buttons = (1...12).map { Button("Action \($0)") }
        controller.view = Stack(
            spacing: 1,
            [
                Label("Toolbar"),
                ScrollView(axes: .horizontal, Stack(axis: .horizontal, spacing: 1, buttons)),
            ])
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 40, height: 10))
        expectFrame(app.render().grid, named: "toolbar")
        while app.focusedWidget !== buttons.last { app.handle(.tab) }
        expectFrame(app.render().grid, named: "toolbarAtEnd")
    }

    @Test("A vertical scroll view in part of a screen scrolls its content while the rest stays")
    func verticalScrollViewInAStack() {
        let controller = ViewController()
        let last = Button("Last")
        let lines: [Widget] = [Button("First")] + (1...20).map { Label("Line \($0)") } + [last]
        controller.view = Stack(
            spacing: 1,
            [
                Label("Header"),
                ScrollView(Stack(lines)),
                Button("Footer"),
            ])
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 40, height: 12))
        expectFrame(app.render().grid, named: "partTop")
        app.handle(.tab)
        #expect(app.focusedWidget === last)
        expectFrame(app.render().grid, named: "partBottom")
    }

    @Test("A scroll view of text only takes focus when it does not fit, and the keys scroll it")
    func keysScrollTextOnlyContent() {
        let controller = ViewController()
        let text = ScrollView(Stack((1...30).map { Label("Line \($0)") }))
        controller.view = Stack(spacing: 1, [Button("Done"), text])
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 40, height: 12))
        func lines() -> [String] { app.render().grid.lines }
        func shows(_ line: String) -> Bool { lines().contains { $0.hasPrefix(" \(line) ") } }
        #expect(shows("Line 1") && shows("Line 7") && !shows("Line 8"))
        app.handle(.tab)
        #expect(app.focusedWidget === text)
        #expect(app.render().keyHelp.contains("↑↓ scroll"))
        app.handle(.down)
        #expect(!shows("Line 1") && shows("Line 2") && shows("Line 8"))
        app.handle(.pageDown)
        #expect(
            shows("Line 9") && shows("Line 15") && !shows("Line 8"),
            "a page is the 7 rows shown:\n\(lines().joined(separator: "\n"))")
        app.handle(.end)
        #expect(shows("Line 30") && shows("Line 24") && !shows("Line 23"))
        app.handle(.down)
        #expect(shows("Line 30"))
        app.handle(.home)
        #expect(shows("Line 1"))
        app.handle(.up)
        #expect(shows("Line 1"))

        let fitting = TerminalApp(window: makeWindow(ViewController()), size: TerminalSize(width: 40, height: 12))
        let short = ScrollView(Stack([Label("One line")]))
        fitting.window.rootViewController?.view = Stack([Button("Done"), short])
        fitting.render()
        #expect(!FocusController.focusableWidgets(of: fitting.topViewController).contains { $0 === short })
        #expect(FocusController.focusableWidgets(of: app.topViewController).contains { $0 === text })
    }

    @Test("The scroll offset moves only as far as the focused part needs, and stays within the content")
    func offsetMovesAsLittleAsNeeded() {
        let viewport = GridRect(x: 0, y: 0, width: 10, height: 5)
        func offset(_ previous: Int, focus: GridRect?) -> Int {
            WidgetPainter.offset(
                from: CellPosition(x: 0, y: previous), showing: focus, viewport: viewport, canvasWidth: 10,
                canvasHeight: 20
            ).y
        }
        #expect(offset(0, focus: GridRect(x: 0, y: 7, width: 5, height: 1)) == 3)
        #expect(offset(3, focus: GridRect(x: 0, y: 4, width: 5, height: 1)) == 3)
        #expect(offset(3, focus: GridRect(x: 0, y: 1, width: 5, height: 1)) == 1)
        #expect(offset(30, focus: nil) == 15)
        #expect(offset(0, focus: GridRect(x: 0, y: 8, width: 5, height: 9)) == 8)
    }
}
