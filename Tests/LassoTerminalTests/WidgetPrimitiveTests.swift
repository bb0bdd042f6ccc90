import Lasso
import Testing

@testable import LassoTerminal

/// A widget the terminal has no code for, as a plugin would define one: a row of five stars it
/// draws itself, `+`/`-` keys of its own, and a click on a star that sets the rating.
@MainActor
private final class StarRating: Widget {
    var rating = 2 { didSet { setNeedsDisplay() } }

    override init() {
        super.init()
        identifier = "stars"
    }

    override var primitive: WidgetPrimitive {
        .canvas(
            CanvasContent(width: 5, height: 1) { [rating] canvas in
                for star in 0..<5 { canvas.put(star < rating ? "*" : ".", x: star, y: 0, role: .accent) }
            })
    }

    override var keyCommands: [WidgetKeyCommand] {
        [
            WidgetKeyCommand([.character("+")], "rate higher") { [weak self] in self?.rating += 1 },
            WidgetKeyCommand([.character("-")], "rate lower") { [weak self] in self?.rating -= 1 },
        ]
    }

    override func didClick(atColumn column: Int, row: Int) { rating = column + 1 }
}

/// A widget composed of others: it only lists its subwidgets.
@MainActor
private final class LabelledValue: Widget {
    let name = Label("Temperature")
    let value = Label("21 °C", style: .accent)
    override var subwidgets: [Widget] { [name, value] }
}

@MainActor
private final class ScreenOf: ViewController {
    init(_ widgets: [Widget]) {
        super.init()
        view = Stack(spacing: 0, widgets)
    }
}

@MainActor
@Suite("Widget primitives: every widget drawn, focused and driven through what it says it is")
struct WidgetPrimitiveTests {
    /// The screen's lines above the key-help rule that show something, without the screen's
    /// margin column and trailing spaces.
    private func lines(_ app: TerminalApp) -> [String] {
        app.render().grid.lines.dropLast(2).map { String($0.dropFirst().reversed().drop { $0 == " " }.reversed()) }
            .filter { !$0.isEmpty }
    }

    @Test("A custom widget draws itself, takes focus for its own keys, and hears where it was clicked")
    func customCanvasWidget() async {
        let stars = StarRating()
        let app = TerminalApp(
            window: makeWindow(ScreenOf([Label("Rate it"), stars])), size: TerminalSize(width: 40, height: 12))
        #expect(lines(app)[1] == "**...")
        #expect(app.focusedWidget === stars, "a canvas with key commands takes focus")
        #expect(app.handle(.text("+")) == .handled)
        #expect(lines(app)[1] == "***..")
        app.handle(.text("-"))
        app.handle(.text("-"))
        #expect(stars.rating == 1)
        let runner = ScriptRunner(window: app.window, size: app.size)
        let result = await runner.run(script: "click stars\nexpect ***\nfocus stars")
        #expect(result.failure == nil, "\(result.failure?.message ?? "")")
        #expect(stars.rating == 3, "a click in the middle of five cells is on the third star")
    }

    @Test("The help overlay lists the focused custom widget's own keys")
    func customKeysInHelp() {
        let app = TerminalApp(window: makeWindow(ScreenOf([StarRating()])), size: TerminalSize(width: 80, height: 40))
        app.handle(.text("?"))
        let text = lines(app).joined(separator: "\n")
        #expect(text.contains("On the focused widget"))
        #expect(text.contains("rate higher"))
    }

    @Test("A widget composed of others is drawn through its subwidgets and takes no focus")
    func composedWidget() {
        let app = TerminalApp(
            window: makeWindow(ScreenOf([LabelledValue()])), size: TerminalSize(width: 40, height: 12))
        #expect(lines(app).prefix(2) == ["Temperature", "21 °C"])
        #expect(app.focusedWidget == nil)
    }

    @Test("A toggle is drawn checked or not and flips by Space, Enter, a click and a script's tap")
    func toggle() async {
        let wifi = Toggle("Wi-Fi")
        var heard: [Bool] = []
        wifi.onToggle { heard.append($0) }
        let app = TerminalApp(window: makeWindow(ScreenOf([wifi])), size: TerminalSize(width: 40, height: 12))
        #expect(lines(app)[0] == "[ ] Wi-Fi")
        app.handle(.text(" "))
        #expect(lines(app)[0] == "[x] Wi-Fi")
        app.handle(.enter)
        let runner = ScriptRunner(window: app.window, size: app.size)
        #expect(await runner.run(script: "tap Wi-Fi\nclick Wi-Fi").failure == nil)
        #expect(heard == [true, false, true, false])
        wifi.isOn = true
        #expect(lines(app)[0] == "[x] Wi-Fi", "the state sets it without calling the handlers")
        #expect(heard.count == 4)
    }

    @Test("A choice of one shows the state's choice and sends the user's")
    func choiceGroup() async {
        let theme = ChoiceGroup(["Dark", "Light"], selectedIndex: 1, title: "Theme")
        var chosen: [Int] = []
        theme.onSelect { chosen.append($0) }
        let app = TerminalApp(window: makeWindow(ScreenOf([theme])), size: TerminalSize(width: 40, height: 12))
        #expect(lines(app).prefix(3) == ["Theme", "  ( ) Dark", "  (•) Light"])
        app.handle(.enter)
        #expect(chosen == [0])
        #expect(lines(app)[1] == "  (•) Dark")
        theme.selectedIndex = 1
        #expect(lines(app)[2] == "  (•) Light")
        theme.style = .segmented
        #expect(lines(app)[1] == "    Dark   [ Light ]", "brackets mark the chosen segment")
        let runner = ScriptRunner(window: app.window, size: app.size)
        #expect(await runner.run(script: "tap Light").failure == nil)
        #expect(chosen == [0, 1])
    }

    @Test("A progress bar shows its fraction; a chart its series")
    func progressAndChart() {
        let progress = ProgressBar(value: 0.5, label: "Copying")
        let spark = Chart(values: [1, 2, 3, 4, 5, 6, 7, 8], title: "Load")
        let bars = Chart(values: [3, 1], labels: ["Mon", "Tue"], style: .bars)
        let app = TerminalApp(
            window: makeWindow(ScreenOf([progress, spark, bars])), size: TerminalSize(width: 40, height: 12))
        let shown = lines(app)
        #expect(shown[0] == "Copying [██████████░░░░░░░░░░]  50%")
        #expect(shown[1] == "Load ▁▂▃▄▅▆▇█")
        #expect(shown[2].hasPrefix("Mon ███") && shown[2].hasSuffix(" 3"), "\(shown[2])")
        #expect(shown[3].hasPrefix("Tue █") && shown[3].hasSuffix(" 1"))
        progress.value = 2
        #expect(lines(app)[0].hasSuffix("100%"), "values beyond 1 show as done")
    }

    @Test("A form section titles its widgets and indents them")
    func formSection() {
        let section = FormSection("Account", [Label("Signed in as ada")])
        let app = TerminalApp(window: makeWindow(ScreenOf([section])), size: TerminalSize(width: 40, height: 12))
        #expect(lines(app).prefix(2) == ["Account", "  Signed in as ada"])
    }

    @Test("Readline's editing keys edit the focused text field")
    func readlineKeys() {
        let field = TextField(text: "hello brave world")
        let app = TerminalApp(window: makeWindow(ScreenOf([field])), size: TerminalSize(width: 40, height: 12))
        app.handle(.control("w"))
        #expect(field.text == "hello brave ")
        app.handle(.alt("b"))
        #expect(field.cursorOffset == 6)
        app.handle(.control("k"))
        #expect(field.text == "hello ")
        app.handle(.control("a"))
        app.handle(.alt("f"))
        #expect(field.cursorOffset == 5)
        app.handle(.control("u"))
        #expect(field.text == " ")
        app.handle(.control("e"))
        app.handle(.text("x"))
        #expect(field.text == " x")
        app.handle(.control("b"))
        app.handle(.control("d"))
        #expect(field.text == " ")
    }

    @Test("Enter submits a field with a submit action, and moves on from one without")
    func submitOnEnter() {
        let search = TextField(placeholder: "Search")
        let other = TextField(placeholder: "Other")
        var submitted = 0
        search.onSubmit { submitted += 1 }
        let app = TerminalApp(window: makeWindow(ScreenOf([search, other])), size: TerminalSize(width: 40, height: 12))
        app.handle(.enter)
        #expect(submitted == 1)
        #expect(app.focusedWidget === search)
        app.handle(.tab)
        app.handle(.enter)
        #expect(app.focusedWidget === search, "Enter in a field without a submit action moves on")
    }

    @Test("A list's mark follows the state; the user's selection still reaches the handlers")
    func listSelectionBothWays() {
        let list = List(titles: ["Dark", "Light"])
        var selected: [Int] = []
        list.onSelect { selected.append($0) }
        let app = TerminalApp(window: makeWindow(ScreenOf([list])), size: TerminalSize(width: 40, height: 12))
        list.selectedIndex = 1
        #expect(lines(app).prefix(2) == [">  Dark", " * Light"])
        #expect(selected.isEmpty)
        app.handle(.enter)
        #expect(selected == [0])
        #expect(lines(app)[0] == ">* Dark")
        list.rows = [List.Row("Only")]
        #expect(list.selectedIndex == 0)
        list.rows = []
        #expect(list.selectedIndex == nil, "a mark beyond the rows is cleared")
    }
}

@MainActor
@Suite("Tables and trees")
struct TableAndTreeTests {
    private func lines(_ app: TerminalApp) -> [String] {
        app.render().grid.lines.dropLast(2).map { String($0.dropFirst().reversed().drop { $0 == " " }.reversed()) }
            .filter { !$0.isEmpty }
    }

    @Test("A table of 100,000 rows asks only for the rows it shows")
    func virtualisedTable() {
        let table = Table(columns: [Table.Column("Id", width: .fixed(6)), Table.Column("Name", width: .fixed(10))])
        var asked = Set<Int>()
        table.setRows(count: 100_000) { index in
            asked.insert(index)
            return ["\(index)", "row \(index)"]
        }
        let app = TerminalApp(
            window: makeWindow(MessageViewController(title: "T", message: "m", buttons: [])), size: .standard)
        app.window.rootViewController = ScreenWith(table)
        let shown = lines(app)
        #expect(shown.first == "   Id      Name")
        #expect(shown[1] == ">  0       row 0")
        #expect(asked.count < 30, "asked for \(asked.count) rows")
        asked.removeAll()
        app.handle(.end)
        #expect(lines(app).last?.contains("99999") == true)
        #expect(asked.count < 30)
    }

    @Test("A table sorts by key and by a click on a header; the headers show the state's sort")
    func tableSorting() async {
        let table = Table(columns: [Table.Column("Name"), Table.Column("Age")])
        var people = [("Ada", 36), ("Grace", 85), ("Alan", 41)]
        func show() { table.setRows(count: people.count) { ["\(people[$0].0)", "\(people[$0].1)"] } }
        show()
        table.onSort { sort in
            people.sort { sort.column == 0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            if !sort.ascending { people.reverse() }
            table.sort = sort
            show()
        }
        let app = TerminalApp(window: makeWindow(ScreenWith(table)), size: .standard)
        app.handle(.text("s"))
        #expect(lines(app).prefix(2) == ["   Name ▲  Age", ">  Ada     36"])
        app.handle(.text("r"))
        #expect(lines(app)[1] == ">  Grace   85")
        let runner = ScriptRunner(window: app.window, size: app.size)
        #expect(await runner.run(script: "click Age").failure == nil)
        #expect(lines(app).prefix(2) == ["   Name    Age ▲", ">  Ada     36"])
        #expect(await runner.run(script: "select Alan").failure == nil)
        #expect(table.selectedIndex == 1)
    }

    @Test("A tree expands with →, collapses with ←, and selects with Enter")
    func tree() {
        let tree = Tree([
            Tree.Node("Fruit", children: [Tree.Node("Apple"), Tree.Node("Pear")]),
            Tree.Node("Nuts"),
        ])
        var selected: [String] = []
        tree.onSelect { selected.append($0) }
        let app = TerminalApp(window: makeWindow(ScreenWith(tree)), size: .standard)
        #expect(lines(app).prefix(2) == [">  ▸ Fruit", "     Nuts"])
        app.handle(.right)
        #expect(lines(app).prefix(4) == [">  ▾ Fruit", "       Apple", "       Pear", "     Nuts"])
        app.handle(.right)
        app.handle(.enter)
        #expect(selected == ["Apple"])
        app.handle(.left)
        #expect(tree.highlightedIndex == 0, "← on a child goes to its parent")
        app.handle(.left)
        #expect(tree.rowCount == 2)
    }
}

@MainActor
private final class ScreenWith: ViewController {
    init(_ widget: Widget) {
        super.init()
        view = Stack([widget])
    }
}

@MainActor
@Suite("Text views and undo")
struct TextViewTests {
    private func lines(_ app: TerminalApp) -> [String] {
        app.render().grid.lines.dropLast(2).map { String($0.dropFirst().reversed().drop { $0 == " " }.reversed()) }
            .filter { !$0.isEmpty }
    }

    @Test("A text view takes lines: Enter breaks, ↑ ↓ move between lines, and on to other controls at its ends")
    func editingLines() {
        let notes = TextView(placeholder: "Notes", visibleLines: 3)
        let done = Button("Done")
        var edits: [String] = []
        notes.onTextChange { edits.append($0) }
        let app = TerminalApp(window: makeWindow(ScreenWith(Stack([notes, done]))), size: .standard)
        #expect(lines(app).first == "│ Notes")
        app.handle(.text("first"))
        app.handle(.enter)
        app.handle(.text("second line"))
        #expect(notes.text == "first\nsecond line")
        #expect(lines(app).prefix(2) == ["│ first", "│ second line"])
        app.handle(.up)
        #expect(notes.editor.cursorOffset == 5, "the column is kept where the line above is shorter: its end")
        app.handle(.control("u"))
        #expect(notes.text == "\nsecond line", "Ctrl-U deletes to the start of the line, not of the text")
        app.handle(.up)
        #expect(app.focusedWidget === done, "↑ on the first line moves on, backwards, wrapping")
        #expect(edits.last == "\nsecond line")
    }

    @Test("Long lines wrap and a long text scrolls to keep the cursor in view")
    func wrappingAndScrolling() {
        let notes = TextView(text: (1...20).map { "line \($0)" }.joined(separator: "\n"), visibleLines: 3)
        let app = TerminalApp(window: makeWindow(ScreenWith(notes)), size: TerminalSize(width: 40, height: 12))
        let shown = lines(app)
        #expect(shown.first?.hasPrefix("│ line 18") == true, "the cursor at the end shows the last lines")
        #expect(shown.first?.hasSuffix("↑") == true)
        notes.editor.move(.textStart)
        notes.editor.insert(String(repeating: "x", count: 50))
        let wrapped = lines(app)
        // 35 columns of text: the first line is cut after 35 x's; the cursor, after the 50th,
        // is on its second row.
        #expect(wrapped[0] == "│ " + String(repeating: "x", count: 35))
        #expect(wrapped[1].hasPrefix("│ " + String(repeating: "x", count: 15) + "line 1"))
        notes.editor.move(.textEnd)
        #expect(lines(app).last?.hasPrefix("│ line 20") == true, "back at the end, the last line shows")
    }

    @Test("Alt-Z undoes the last edit and Alt-Y redoes it")
    func undoRedo() {
        let field = TextField()
        var edits: [String] = []
        field.onTextChange { edits.append($0) }
        let app = TerminalApp(window: makeWindow(ScreenWith(field)), size: .standard)
        app.handle(.text("hello"))
        app.handle(.text(" world"))
        app.handle(.control("w"))
        #expect(field.text == "hello ")
        app.handle(.alt("z"))
        #expect(field.text == "hello world")
        app.handle(.alt("z"))
        #expect(field.text == "hello")
        app.handle(.alt("y"))
        #expect(field.text == "hello world")
        #expect(edits.last == "hello world", "undo and redo are edits the store hears of")
    }
}

@MainActor
@Suite("Alerts")
struct AlertTests {
    @Test("An alert presented over a screen returns the choice and goes away; Esc closes it without one")
    func alertChoice() async {
        let home = MessageViewController(title: "Home", message: "Contacts", buttons: [])
        let app = TerminalApp(window: makeWindow(home), size: .standard)
        var choices: [String] = []
        home.presentAlert(title: "Delete Ada?", message: "This cannot be undone.", actions: ["Delete", "Cancel"]) {
            choices.append("\($0) \($1)")
        }
        let text = app.render().text
        #expect(text.contains("Delete Ada?"))
        #expect(text.contains("This cannot be undone."))
        let runner = ScriptRunner(window: app.window, size: app.size)
        #expect(await runner.run(script: "tap Cancel").failure == nil)
        #expect(choices == ["1 Cancel"])
        #expect(home.presentedViewController == nil)
        home.presentAlert(title: "Saved", message: "Your notes are saved.")
        #expect(app.render().text.contains("[ OK ]"))
        app.handle(.escape)
        #expect(home.presentedViewController == nil)
        #expect(choices.count == 1)
    }

    @Test("An alert's store reports the choice as its output")
    func alertStore() {
        var outputs: [AlertScreenModule.Output] = []
        let screen = AlertScreenModule.createScreen(with: .init(title: "T", message: "M", actions: ["Yes", "No"]))
            .observeOutput { outputs.append($0) }
        screen.store.dispatchAction(.didChoose(0))
        screen.store.dispatchAction(.didChoose(5))
        #expect(outputs == [.didChoose(index: 0, title: "Yes")])
        #expect(AlertScreenModule.State().actions == ["OK"])
    }
}

@MainActor
@Suite("Text field width")
struct TextFieldWidthTests {
    @Test("A field is at most 40 columns wide by default, and as wide as it is given without a maximum")
    func maximumWidth() {
        let field = TextField(placeholder: "Name")
        let app = TerminalApp(window: makeWindow(ScreenWith(field)), size: TerminalSize(width: 100, height: 12))
        func fieldLine() -> String {
            app.render().grid.lines.first { $0.contains("[Name") }.map {
                String($0.reversed().drop { $0 == " " }.reversed())
            } ?? ""
        }
        #expect(fieldLine() == " [Name" + String(repeating: "_", count: 34) + "]")
        field.maximumWidth = nil
        #expect(fieldLine().count == 99)
    }
}

@MainActor
@Suite("Selecting text with the keyboard")
struct TextSelectionTests {
    @Test("Shift with the arrows selects; typing replaces the selection and Backspace deletes it")
    func shiftSelects() {
        let field = TextField(text: "hello world")
        let app = TerminalApp(window: makeWindow(ScreenWith(field)), size: .standard)
        app.handle(.shifted(.left))
        app.handle(.shifted(.left))
        app.handle(.shifted(.left))
        app.handle(.shifted(.left))
        app.handle(.shifted(.left))
        #expect(field.editor.selectedOffsets == 6..<11)
        let row = app.render().grid.lines.first { $0.contains("[hello world") } ?? ""
        #expect(row.contains("hello world"))
        app.handle(.text("there"))
        #expect(field.text == "hello there")
        #expect(field.editor.selectedRange == nil)
        app.handle(.shifted(.home))
        app.handle(.backspace)
        #expect(field.text == "")
        app.handle(.text("x"))
        app.handle(.left)
        app.handle(.shifted(.right))
        app.handle(.right)
        #expect(field.editor.selectedRange == nil, "a plain motion ends the selection")
        app.handle(.alt("z"))
        #expect(field.text == "", "a replaced selection is one edit to undo")
    }

    @Test("In a text view, Page Up and Page Down move by the lines it shows")
    func pageKeys() {
        let notes = TextView(text: (1...20).map { "line \($0)" }.joined(separator: "\n"), visibleLines: 4)
        let app = TerminalApp(window: makeWindow(ScreenWith(notes)), size: .standard)
        app.render()
        app.handle(.pageUp)
        #expect(notes.editor.lineStart(of: notes.editor.cursor) == notes.text.range(of: "line 16")?.lowerBound)
        app.handle(.pageDown)
        #expect(notes.editor.cursorOffset == notes.text.count)
    }

    @Test("In a text view, Shift with ↑ ↓ selects line by line")
    func shiftSelectsLines() {
        let notes = TextView(text: "one\ntwo\nthree")
        let app = TerminalApp(window: makeWindow(ScreenWith(notes)), size: .standard)
        app.handle(.shifted(.up))
        app.handle(.shifted(.up))
        #expect(notes.editor.selectedOffsets == 3..<13)
        app.handle(.delete)
        #expect(notes.text == "one")
    }

    @Test("Terminals report Shift with an arrow as modifier 2, and scripts name it shift-left")
    func decodingAndNames() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("\u{1B}[1;2D\u{1B}[1;2H\u{1B}[1;5C".utf8)) == [.shifted(.left), .shifted(.home), .right])
        #expect(InputEvent(keyName: "shift-left") == .shifted(.left))
        #expect(InputEvent(keyName: "shift-end") == .shifted(.end))
        #expect(InputEvent(keyName: "shift-q") == nil)
    }
}

@MainActor
@Suite("Key help")
struct KeyHelpShadowingTests {
    @Test("The key-help line of a text view shows what Enter does there, once")
    func enterShownOnce() {
        let app = TerminalApp(window: makeWindow(ScreenWith(Stack([TextView(), Button("OK")]))), size: .standard)
        let help = app.render().grid.lines.last ?? ""
        #expect(help.contains("Enter new line"))
        #expect(!help.contains("Enter next"), "a text field's Enter is shadowed by the text view's")
    }
}
