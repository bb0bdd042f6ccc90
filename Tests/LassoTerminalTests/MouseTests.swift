import Lasso
import Testing

@testable import LassoTerminal

/// A screen of text only, taller than most windows: nothing on it takes focus.
@MainActor
private func textOnlyScreen(lines: Int = 40) -> ViewController {
    let controller = ViewController()
    controller.title = "Notes"
    controller.view = Stack((1...lines).map { Label("Note \($0)") })
    return controller
}

/// Clicks and the wheel through the terminal driver, tested against the frame as drawn.
@MainActor
@Suite("Mouse")
struct MouseTests {
    /// Where `text` is drawn in `app`'s frame (its first cell), read from the cells.
    private func position(of text: String, in app: TerminalApp) -> CellPosition? {
        for (row, line) in app.render().grid.lines.enumerated() {
            if let range = line.range(of: text) {
                return CellPosition(x: line.distance(from: line.startIndex, to: range.lowerBound), y: row)
            }
        }
        return nil
    }

    /// Presses and releases the left button at `position`.
    private func click(_ app: TerminalApp, at position: CellPosition) {
        app.handle(.mouse(MouseEvent(.left, .press, at: position)))
        app.handle(.mouse(MouseEvent(.left, .release, at: position)))
    }

    /// Clicks the first cell where `text` is drawn.
    private func click(_ app: TerminalApp, on text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let point = try #require(
            position(of: text, in: app), "\"\(text)\" is not on screen", sourceLocation: sourceLocation)
        click(app, at: point)
    }

    private func wheel(_ app: TerminalApp, down: Bool, at position: CellPosition) -> TerminalApp.KeyOutcome {
        app.handle(.mouse(MouseEvent(down ? .wheelDown : .wheelUp, .press, at: position)))
    }

    private func shows(_ app: TerminalApp, _ text: String) -> Bool {
        app.render().grid.lines.contains { $0.contains(text) }
    }

    @Test("Clicking a button focuses and presses it; a press released elsewhere does not")
    func clickButton() throws {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        try click(app, on: "Log in")
        #expect(form.submissions == [":"])
        #expect(app.focusedWidget === form.logIn)

        let button = try #require(position(of: "Log in", in: app))
        app.handle(.mouse(MouseEvent(.left, .press, at: button)))
        app.handle(.mouse(MouseEvent(.left, .release, at: CellPosition(x: 60, y: button.y))))
        #expect(form.submissions.count == 1, "released off the button: not pressed")
        app.handle(.mouse(MouseEvent(.right, .press, at: button)))
        app.handle(.mouse(MouseEvent(.right, .release, at: button)))
        #expect(form.submissions.count == 1, "other buttons do nothing")
    }

    @Test("Clicking a text field focuses it and typing goes there")
    func clickTextField() throws {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        #expect(app.focusedWidget === form.username)
        try click(app, on: "Password")
        #expect(app.focusedWidget === form.password)
        app.handle(.text("pw"))
        #expect(form.password.text == "pw")
        #expect(form.username.text.isEmpty)
    }

    @Test("Clicking a list row highlights and selects it, as Enter does")
    func clickListRow() throws {
        let contacts = ContactsViewController(count: 5)
        let app = TerminalApp(window: makeWindow(contacts))
        try click(app, on: "Contact 3")
        #expect(contacts.list.highlightedIndex == 2)
        #expect(contacts.selections == [2])
        // The detail column is part of the row.
        try click(app, on: "c5@example.com")
        #expect(contacts.selections == [2, 4])
    }

    @Test("Clicking a tab selects it; clicking < Back goes back")
    func clickTabAndBack() throws {
        let home = MessageViewController(title: "Home", message: "home page")
        let navigation = NavigationController(rootViewController: home)
        navigation.pushViewController(MessageViewController(title: "Detail", message: "detail page"))
        let other = MessageViewController(title: "Other", message: "other page")
        let tabs = TabBarController(viewControllers: [navigation, other])
        let app = TerminalApp(window: makeWindow(tabs))
        #expect(shows(app, "detail page"))
        try click(app, on: "< Back")
        #expect(shows(app, "home page"))
        #expect(navigation.viewControllers.count == 1)
        try click(app, on: "F2 Other")
        #expect(tabs.selectedIndex == 1)
        #expect(shows(app, "other page"))
    }

    @Test("Clicks on nothing do nothing")
    func clickNothing() throws {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        app.render()
        for y in [0, 2, 23] {
            click(app, at: CellPosition(x: 70, y: y))
            #expect(app.handle(.mouse(MouseEvent(.left, .press, at: CellPosition(x: 70, y: y)))) == .ignored)
        }
        click(app, at: CellPosition(x: 5_000, y: 5_000))
        #expect(form.submissions.isEmpty)
        #expect(app.focusedWidget === form.username)
    }

    @Test("Clicks outside a modal do nothing; inside it they work")
    func clickUnderModal() throws {
        let behind = Button("Behind")
        var behindTaps = 0
        behind.onTap { behindTaps += 1 }
        let root = MessageViewController(title: "Root", message: "root", buttons: [behind])
        let app = TerminalApp(window: makeWindow(root))
        let behindPosition = try #require(position(of: "Behind", in: app))

        let close = Button("Close it")
        let modal = MessageViewController(title: "Modal", message: "over", buttons: [close])
        close.onTap { modal.dismiss(animated: false) }
        root.present(modal, animated: false)
        #expect(shows(app, "Close it"))
        #expect(shows(app, "Behind"), "the presenter stays visible around the modal")
        click(app, at: behindPosition)
        #expect(behindTaps == 0)
        try click(app, on: "Close it")
        #expect(!shows(app, "Close it"))
        click(app, at: behindPosition)
        #expect(behindTaps == 1)
    }

    @Test("A click closes the help overlay without acting on what is under it")
    func clickClosesHelp() throws {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form), size: TerminalSize(width: 100, height: 50))
        let button = try #require(position(of: "Log in", in: app))
        app.focus.focus(form.logIn)
        app.handle(.text("?"))
        #expect(shows(app, "Keys (any key or click closes)"))
        #expect(shows(app, "Click, wheel"), "the overlay says what the mouse does")
        click(app, at: button)
        #expect(!app.isShowingHelp)
        #expect(form.submissions.isEmpty)
    }

    @Test("The help overlay of a screen of buttons, mouse included, fits 80x24")
    func helpFitsStandardSize() {
        let buttons = MessageViewController(title: "Home", message: "Hi", buttons: [Button("OK"), Button("Cancel")])
        let app = TerminalApp(window: makeWindow(buttons))
        app.handle(.text("?"))
        #expect(shows(app, "Click, wheel"))
        #expect(!shows(app, "more in a taller terminal"), "\(app.render().text)")
    }

    @Test("The wheel scrolls a screen of text only, three rows a turn, with a scroll bar")
    func wheelScrollsTextScreen() {
        let app = TerminalApp(
            window: makeWindow(NavigationController(rootViewController: textOnlyScreen())),
            size: TerminalSize(width: 40, height: 12))
        #expect(shows(app, "Note 1 ") && !shows(app, "Note 10"))
        #expect(app.render().grid.lines.contains { $0.hasSuffix("█") }, "a scroll bar")
        let middle = CellPosition(x: 10, y: 5)
        #expect(wheel(app, down: true, at: middle) == .handled)
        #expect(!shows(app, "Note 3 ") && shows(app, "Note 4 "))
        #expect(wheel(app, down: true, at: middle) == .handled)
        #expect(shows(app, "Note 7 ") && !shows(app, "Note 6 "))
        _ = wheel(app, down: false, at: middle)
        #expect(shows(app, "Note 4 ") && !shows(app, "Note 3 "))
        #expect(
            wheel(app, down: true, at: CellPosition(x: 10, y: 0)) == .ignored, "over the navigation bar nothing scrolls"
        )
        for _ in 0..<30 { _ = wheel(app, down: true, at: middle) }
        #expect(shows(app, "Note 40"), "stops at the end")
    }

    @Test("The wheel scrolls the scroll view under the pointer and moves a list's highlight")
    func wheelScrollsWhatIsUnder() throws {
        let controller = ViewController()
        let text = ScrollView(Stack((1...30).map { Label("Line \($0)") }))
        let list = List(rows: (1...30).map { List.Row("Row \($0)") })
        controller.view = Stack(axis: .horizontal, spacing: 2, [text, list])
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 60, height: 12))
        let line = try #require(position(of: "Line 2", in: app))
        let row = try #require(position(of: "Row 2", in: app))
        _ = wheel(app, down: true, at: line)
        #expect(!shows(app, "Line 3 ") && shows(app, "Line 4 "))
        #expect(list.highlightedIndex == 0, "the list under another pointer is untouched")
        _ = wheel(app, down: true, at: row)
        #expect(list.highlightedIndex == 3)
        _ = wheel(app, down: false, at: row)
        #expect(list.highlightedIndex == 0)
    }

    @Test("Regions follow scrolling: after the wheel, a click lands on the button drawn there")
    func clicksFollowScrolledContent() throws {
        let buttons = (1...20).map { Button("Change \($0)") }
        var tapped: [Int] = []
        for (index, button) in buttons.enumerated() { button.onTap { tapped.append(index + 1) } }
        let controller = ViewController()
        controller.view = Stack(spacing: 1, buttons)
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 40, height: 12))
        let middle = CellPosition(x: 5, y: 4)
        for _ in 0..<4 { _ = wheel(app, down: true, at: middle) }
        #expect(!shows(app, "Change 1 "), "scrolled away from the focused first button")
        try click(app, on: "Change 9 ")
        #expect(tapped == [9])
        #expect(app.focusedWidget === buttons[8])
        app.handle(.tab)
        #expect(shows(app, "Change 10 "), "a key brings focus into view")
        #expect(
            app.renderer.hitMap.regions.allSatisfy { $0.rect.y >= 0 && $0.rect.y < 10 },
            "only what the viewport shows can be clicked")
    }

    @Test("Page Down, arrows, Home and End scroll a screen of text only; the help line says so")
    func keysScrollTextScreen() {
        let app = TerminalApp(
            window: makeWindow(NavigationController(rootViewController: textOnlyScreen())),
            size: TerminalSize(width: 40, height: 12))
        #expect(app.render().keyHelp.contains("↑↓ scroll"))
        #expect(app.handle(.down) == .handled)
        #expect(!shows(app, "Note 1 ") && shows(app, "Note 2 "))
        #expect(app.handle(.pageDown) == .handled)
        #expect(shows(app, "Note 9 ") && !shows(app, "Note 8 "), "a page is the rows shown:\n\(app.render().text)")
        app.handle(.end)
        #expect(shows(app, "Note 40"))
        app.handle(.pageUp)
        #expect(!shows(app, "Note 40"))
        app.handle(.home)
        #expect(shows(app, "Note 1 "))
        #expect(app.handle(.up) == .handled)
        #expect(shows(app, "Note 1 "))

        let short = TerminalApp(window: makeWindow(textOnlyScreen(lines: 3)), size: TerminalSize(width: 40, height: 12))
        #expect(short.handle(.pageDown) == .ignored, "a screen that fits does not scroll")
        #expect(!short.render().keyHelp.contains("↑↓ scroll"))
    }

    @Test("On a tall screen with buttons, Page Down scrolls the screen and ↓ still moves focus")
    func pageDownScrollsScreenWithButtons() {
        let buttons = (1...20).map { Button("Change \($0)") }
        let controller = ViewController()
        controller.view = Stack(spacing: 1, buttons)
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 40, height: 12))
        #expect(app.handle(.pageDown) == .handled)
        #expect(!shows(app, "Change 1 "), "the screen scrolled though the first button has focus")
        app.handle(.down)
        #expect(app.focusedWidget === buttons[1])
        #expect(shows(app, "Change 2 "), "moving focus scrolls it into view")
    }
}
